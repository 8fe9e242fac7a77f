import { lazy, Suspense, useState, type ComponentType } from 'react'
import { Route, Switch } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { paths } from './paths'
import { loadPostDialog, usePostDialogEntry } from './post-dialog/open-post-dialog'
import { HomeRoute } from './routes/home.route'
import { RequireAuth } from './routes/require-auth'

/**
 * A lazy route that can be loaded before the app's first render: a page the build rendered (ADR 015) stays on screen
 * until that render commits, which must then be the same page, not the route's fallback spinner.
 */
function preloadable(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null
  const preload = () => load().then((component) => (loaded = component))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  const Screen = () => {
    const Loaded = loaded ?? Lazy
    return <Loaded />
  }
  return Object.assign(Screen, { preload })
}

const POST_PAGE = new RegExp(`^${paths.post.path.replace(/:\w+/g, '[^/]+')}$`)

/** Loads the route of app path `path` ahead of the first render when it is a preloadable one (the build's pages). */
export function preloadRoute(path: string): Promise<unknown> {
  return POST_PAGE.test(path) ? PostRoute.preload() : Promise.resolve()
}

// The home feed ships in the first bundle; every other screen is its own chunk, loaded on first visit.
const LoginRoute = lazy(() => import('./routes/login.route').then((m) => ({ default: m.LoginRoute })))
const RegisterRoute = lazy(() => import('./routes/register.route').then((m) => ({ default: m.RegisterRoute })))
const ProfileRoute = lazy(() => import('./routes/profile.route').then((m) => ({ default: m.ProfileRoute })))
const ProfileEditRoute = lazy(() => import('./routes/profile-edit.route').then((m) => ({ default: m.ProfileEditRoute })))
const ThemeSettingsRoute = lazy(() => import('./routes/theme-settings.route').then((m) => ({ default: m.ThemeSettingsRoute })))
const PostRoute = preloadable(() => import('./routes/post.route').then((m) => m.PostRoute))
const CreatePostRoute = lazy(() => import('./routes/create-post.route').then((m) => ({ default: m.CreatePostRoute })))
const HistoryRoute = lazy(() => import('./routes/history.route').then((m) => ({ default: m.HistoryRoute })))
const UserRoute = lazy(() => import('./routes/user.route').then((m) => ({ default: m.UserRoute })))
const FollowListRoute = lazy(() => import('./routes/follow-list.route').then((m) => ({ default: m.FollowListRoute })))
const SavedRoute = lazy(() => import('./routes/saved.route').then((m) => ({ default: m.SavedRoute })))
const PostDialogRoute = lazy(() => loadPostDialog().then((m) => ({ default: m.PostDialogRoute })))
const SettingsRoute = lazy(() => import('./routes/settings.route').then((m) => ({ default: m.SettingsRoute })))
const StaticRoute = lazy(() => import('./routes/static.route').then((m) => ({ default: m.StaticRoute })))
const MessagesRoute = lazy(() => import('./routes/messages.route').then((m) => ({ default: m.MessagesRoute })))
const TestApiRoute = lazy(() => import('./routes/dev-console.route').then((m) => ({ default: m.TestApiRoute })))
const AuthDebugRoute = lazy(() => import('./routes/dev-console.route').then((m) => ({ default: m.AuthDebugRoute })))
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password.route').then((m) => ({ default: m.ForgotPasswordRoute })))
const NotFoundRoute = lazy(() => import('./routes/not-found.route').then((m) => ({ default: m.NotFoundRoute })))
const ResetPasswordRoute = lazy(() => import('./routes/reset-password.route').then((m) => ({ default: m.ResetPasswordRoute })))

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
  return (
    <>
    <Suspense fallback={<RouteFallback />}>
    <Switch location={dialog?.background}>
      <Route path={paths.home.path} component={HomeRoute} />
      <Route path={paths.login.path} component={LoginRoute} />
      <Route path={paths.authAlias.path} component={LoginRoute} />
      <Route path={paths.register.path} component={RegisterRoute} />
      <Route path={paths.profile.path} component={ProfileRoute} />
      <Route path={paths.user.path} component={UserRoute} />
      <Route path={paths.userFollowers.path}>
        <FollowListRoute kind="followers" />
      </Route>
      <Route path={paths.userFollowing.path}>
        <FollowListRoute kind="following" />
      </Route>
      <Route path={paths.following.path}>
        <FollowListRoute kind="following" mine />
      </Route>
      <Route path={paths.profileEdit.path} component={ProfileEditRoute} />
      <Route path={paths.saved.path}>
        <RequireAuth>
          <SavedRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.messages.path}>
        <RequireAuth>
          <MessagesRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.conversation.path}>
        <RequireAuth>
          <MessagesRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.settings.path} component={SettingsRoute} />
      <Route path={paths.themeSettings.path} component={ThemeSettingsRoute} />
      <Route path={paths.privacy.path}>
        <StaticRoute page="privacy" />
      </Route>
      <Route path={paths.help.path}>
        <StaticRoute page="help" />
      </Route>
      <Route path={paths.about.path}>
        <StaticRoute page="about" />
      </Route>
      <Route path={paths.post.path} component={PostRoute} />
      <Route path={paths.create.path} component={CreatePostRoute} />
      <Route path={paths.editPost.path} component={CreatePostRoute} />
      <Route path={paths.editPostAlias.path} component={CreatePostRoute} />
      <Route path={paths.history.path} component={HistoryRoute} />
      <Route path={paths.testApi.path} component={TestApiRoute} />
      <Route path={paths.authDebug.path} component={AuthDebugRoute} />
      <Route path={paths.forgotPassword.path} component={ForgotPasswordRoute} />
      <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
    </Suspense>
    {/* Kept once used, so it can animate closed after Back. */}
    {dialogUsed && (
      <Suspense fallback={null}>
        <PostDialogRoute entry={dialog} />
      </Suspense>
    )}
    </>
  )
}
