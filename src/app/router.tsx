import { parse as parsePattern } from 'regexparam'
import { Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react'
import { matchRoute, Route, Switch, useLocation } from 'wouter'
import { lazyWithPreload, type Preloadable } from '@/components/ui/lazy-with-preload'
import { Spinner } from '@/components/ui/spinner'
import { paths } from './paths'
import { PostDialogScreen, usePostDialogEntry } from './post-dialog/open-post-dialog'
import { HomeRoute } from './routes/home.route'
import { RequireAuth } from './routes/require-auth'

// The home feed ships in the first bundle; every other screen is its own chunk, loaded before its first render when
// the app knows where it is going (preloadRoute), else when it first renders.
const LoginRoute = lazyWithPreload(() => import('./routes/login.route').then((m) => m.LoginRoute))
const RegisterRoute = lazyWithPreload(() => import('./routes/register.route').then((m) => m.RegisterRoute))
const ProfileRoute = lazyWithPreload(() => import('./routes/profile.route').then((m) => m.ProfileRoute))
const ProfileEditRoute = lazyWithPreload(() => import('./routes/profile-edit.route').then((m) => m.ProfileEditRoute))
const ThemeSettingsRoute = lazyWithPreload(() =>
  import('./routes/theme-settings.route').then((m) => m.ThemeSettingsRoute),
)
const PostRoute = lazyWithPreload(() => import('./routes/post.route').then((m) => m.PostRoute))
const CreatePostRoute = lazyWithPreload(() => import('./routes/create-post.route').then((m) => m.CreatePostRoute))
const HistoryRoute = lazyWithPreload(() => import('./routes/history.route').then((m) => m.HistoryRoute))
const UserRoute = lazyWithPreload(() => import('./routes/user.route').then((m) => m.UserRoute))
const FollowListRoute = lazyWithPreload(() => import('./routes/follow-list.route').then((m) => m.FollowListRoute))
const SavedRoute = lazyWithPreload(() => import('./routes/saved.route').then((m) => m.SavedRoute))
const SettingsRoute = lazyWithPreload(() => import('./routes/settings.route').then((m) => m.SettingsRoute))
const StaticRoute = lazyWithPreload(() => import('./routes/static.route').then((m) => m.StaticRoute))
const MessagesRoute = lazyWithPreload(() => import('./routes/messages.route').then((m) => m.MessagesRoute))
const TestApiRoute = lazyWithPreload(() => import('./routes/dev-console.route').then((m) => m.TestApiRoute))
const AuthDebugRoute = lazyWithPreload(() => import('./routes/dev-console.route').then((m) => m.AuthDebugRoute))
const ForgotPasswordRoute = lazyWithPreload(() =>
  import('./routes/forgot-password.route').then((m) => m.ForgotPasswordRoute),
)
const ResetPasswordRoute = lazyWithPreload(() =>
  import('./routes/reset-password.route').then((m) => m.ResetPasswordRoute),
)
const NotFoundRoute = lazyWithPreload(() => import('./routes/not-found.route').then((m) => m.NotFoundRoute))

interface AppRoute {
  path: string
  element: ReactNode
  /** Loads the route's chunk, when it has one of its own (the home feed is in the first bundle). */
  preload?: () => Promise<unknown>
}

/** A row of the table: `Screen` at `path`, with `props`. */
function route<P extends object>(
  path: string,
  Screen: ComponentType<P> | Preloadable<P>,
  ...[props]: object extends P ? [P?] : [P]
): AppRoute {
  return {
    path,
    element: <Screen {...(props ?? ({} as P))} />,
    preload: 'preload' in Screen ? Screen.preload : undefined,
  }
}
/** The same row, for a signed-in viewer only (R6.2: the others go to /login). */
const signedIn = (row: AppRoute): AppRoute => ({ ...row, element: <RequireAuth>{row.element}</RequireAuth> })

// Spec §2's route table (R2.1–R2.17), in the order the router tries it.
const ROUTES: AppRoute[] = [
  route(paths.home.path, HomeRoute),
  route(paths.login.path, LoginRoute),
  route(paths.authAlias.path, LoginRoute),
  route(paths.register.path, RegisterRoute),
  route(paths.profile.path, ProfileRoute),
  route(paths.user.path, UserRoute),
  route(paths.userFollowers.path, FollowListRoute, { kind: 'followers' }),
  route(paths.userFollowing.path, FollowListRoute, { kind: 'following' }),
  route(paths.following.path, FollowListRoute, { kind: 'following', mine: true }),
  route(paths.profileEdit.path, ProfileEditRoute),
  signedIn(route(paths.saved.path, SavedRoute)),
  signedIn(route(paths.messages.path, MessagesRoute)),
  signedIn(route(paths.conversation.path, MessagesRoute)),
  route(paths.settings.path, SettingsRoute),
  route(paths.themeSettings.path, ThemeSettingsRoute),
  route(paths.privacy.path, StaticRoute, { page: 'privacy' }),
  route(paths.help.path, StaticRoute, { page: 'help' }),
  route(paths.about.path, StaticRoute, { page: 'about' }),
  route(paths.post.path, PostRoute),
  route(paths.create.path, CreatePostRoute),
  route(paths.editPost.path, CreatePostRoute),
  route(paths.editPostAlias.path, CreatePostRoute),
  route(paths.history.path, HistoryRoute),
  route(paths.testApi.path, TestApiRoute),
  route(paths.authDebug.path, AuthDebugRoute),
  route(paths.forgotPassword.path, ForgotPasswordRoute),
  route(paths.resetPassword.path, ResetPasswordRoute),
]

/**
 * Loads the screen of app path `path` (no query, no base), or the 404 page's: before the app's first render, so that
 * render is the screen itself, not its fallback. Matched as `<Switch>` matches (wouter's matcher and pattern parser).
 */
export function preloadRoute(path: string): Promise<unknown> {
  const match = ROUTES.find((r) => matchRoute(parsePattern, r.path, path)[0])
  return (match ? match.preload?.() : NotFoundRoute.preload()) ?? Promise.resolve()
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
