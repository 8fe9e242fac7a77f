import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { lazyScreen, type LazyScreen } from './lazy-screen'
import { paths } from './paths'
import { PostDialogScreen, usePostDialogEntry } from './post-dialog/open-post-dialog'
import { HomeRoute } from './routes/home.route'
import { RequireAuth } from './routes/require-auth'

// The home feed ships in the first bundle; every other screen is its own chunk, loaded before its first render when
// the app knows where it is going (preloadRoute), else when it first renders.
const LoginRoute = lazyScreen(() => import('./routes/login.route').then((m) => m.LoginRoute))
const RegisterRoute = lazyScreen(() => import('./routes/register.route').then((m) => m.RegisterRoute))
const ProfileRoute = lazyScreen(() => import('./routes/profile.route').then((m) => m.ProfileRoute))
const ProfileEditRoute = lazyScreen(() => import('./routes/profile-edit.route').then((m) => m.ProfileEditRoute))
const ThemeSettingsRoute = lazyScreen(() => import('./routes/theme-settings.route').then((m) => m.ThemeSettingsRoute))
const PostRoute = lazyScreen(() => import('./routes/post.route').then((m) => m.PostRoute))
const CreatePostRoute = lazyScreen(() => import('./routes/create-post.route').then((m) => m.CreatePostRoute))
const HistoryRoute = lazyScreen(() => import('./routes/history.route').then((m) => m.HistoryRoute))
const UserRoute = lazyScreen(() => import('./routes/user.route').then((m) => m.UserRoute))
const FollowListRoute = lazyScreen(() => import('./routes/follow-list.route').then((m) => m.FollowListRoute))
const SavedRoute = lazyScreen(() => import('./routes/saved.route').then((m) => m.SavedRoute))
const SettingsRoute = lazyScreen(() => import('./routes/settings.route').then((m) => m.SettingsRoute))
const StaticRoute = lazyScreen(() => import('./routes/static.route').then((m) => m.StaticRoute))
const MessagesRoute = lazyScreen(() => import('./routes/messages.route').then((m) => m.MessagesRoute))
const TestApiRoute = lazyScreen(() => import('./routes/dev-console.route').then((m) => m.TestApiRoute))
const AuthDebugRoute = lazyScreen(() => import('./routes/dev-console.route').then((m) => m.AuthDebugRoute))
const ForgotPasswordRoute = lazyScreen(() => import('./routes/forgot-password.route').then((m) => m.ForgotPasswordRoute))
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password.route').then((m) => m.ResetPasswordRoute))
const NotFoundRoute = lazyScreen(() => import('./routes/not-found.route').then((m) => m.NotFoundRoute))

interface AppRoute {
  path: string
  /** The route's chunk, when it has one of its own (the home feed is in the first bundle). */
  screen?: Pick<LazyScreen, 'preload'>
  element: ReactNode
}

const route = (path: string, element: ReactNode, screen?: Pick<LazyScreen, 'preload'>): AppRoute => ({ path, element, screen })
const signedIn = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>

// Spec §2's route table (R2.1–R2.17), in the order the router tries it.
const ROUTES: AppRoute[] = [
  route(paths.home.path, <HomeRoute />),
  route(paths.login.path, <LoginRoute />, LoginRoute),
  route(paths.authAlias.path, <LoginRoute />, LoginRoute),
  route(paths.register.path, <RegisterRoute />, RegisterRoute),
  route(paths.profile.path, <ProfileRoute />, ProfileRoute),
  route(paths.user.path, <UserRoute />, UserRoute),
  route(paths.userFollowers.path, <FollowListRoute kind="followers" />, FollowListRoute),
  route(paths.userFollowing.path, <FollowListRoute kind="following" />, FollowListRoute),
  route(paths.following.path, <FollowListRoute kind="following" mine />, FollowListRoute),
  route(paths.profileEdit.path, <ProfileEditRoute />, ProfileEditRoute),
  route(paths.saved.path, signedIn(<SavedRoute />), SavedRoute),
  route(paths.messages.path, signedIn(<MessagesRoute />), MessagesRoute),
  route(paths.conversation.path, signedIn(<MessagesRoute />), MessagesRoute),
  route(paths.settings.path, <SettingsRoute />, SettingsRoute),
  route(paths.themeSettings.path, <ThemeSettingsRoute />, ThemeSettingsRoute),
  route(paths.privacy.path, <StaticRoute page="privacy" />, StaticRoute),
  route(paths.help.path, <StaticRoute page="help" />, StaticRoute),
  route(paths.about.path, <StaticRoute page="about" />, StaticRoute),
  route(paths.post.path, <PostRoute />, PostRoute),
  route(paths.create.path, <CreatePostRoute />, CreatePostRoute),
  route(paths.editPost.path, <CreatePostRoute />, CreatePostRoute),
  route(paths.editPostAlias.path, <CreatePostRoute />, CreatePostRoute),
  route(paths.history.path, <HistoryRoute />, HistoryRoute),
  route(paths.testApi.path, <TestApiRoute />, TestApiRoute),
  route(paths.authDebug.path, <AuthDebugRoute />, AuthDebugRoute),
  route(paths.forgotPassword.path, <ForgotPasswordRoute />, ForgotPasswordRoute),
  route(paths.resetPassword.path, <ResetPasswordRoute />, ResetPasswordRoute),
]

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`)
const MATCHERS = ROUTES.map((r) => ({ test: patternOf(r.path), screen: r.screen }))

/**
 * Loads the screen of app path `path` (no query, no base), or the 404 page's: before the app's first render, so that
 * render is the screen itself, not its fallback.
 */
export function preloadRoute(path: string): Promise<unknown> {
  const match = MATCHERS.find((m) => m.test.test(path))
  return (match ? match.screen : NotFoundRoute)?.preload() ?? Promise.resolve()
}

function RouteFallback() {
  return (
    <div className="flex justify-center py-24 text-fg-soft">
      <Spinner className="w-6 h-6" />
    </div>
  )
}

export function AppRouter() {
  // A post opened from a list (R2.39): the page it was opened over stays behind the dialog.
  const dialog = usePostDialogEntry()
  const [dialogUsed, setDialogUsed] = useState(false)
  if (dialog && !dialogUsed) setDialogUsed(true)
  const [location] = useLocation()
  const shown = dialog?.background ?? location
  // Which address the screen on view is for (a test waits for it after going somewhere inside the app).
  useLayoutEffect(() => {
    document.documentElement.dataset.screenPath = shown
  }, [shown])
  return (
    <>
    <Suspense fallback={<RouteFallback />}>
    <Switch location={shown}>
      {ROUTES.map((r) => (
        // One key for every route, as JSX routes without keys have: the matched route takes the last one's place, so
        // a screen two routes show (/messages and /messages/:userId) keeps its state from one to the other.
        <Route key="route" path={r.path}>
          {r.element}
        </Route>
      ))}
      <Route component={NotFoundRoute} />
    </Switch>
    </Suspense>
    {/* Kept once used, so it can animate closed after Back. */}
    {dialogUsed && (
      <Suspense fallback={null}>
        <PostDialogScreen entry={dialog} />
      </Suspense>
    )}
    </>
  )
}
