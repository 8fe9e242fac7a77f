import { Route, Switch } from 'wouter'
import { paths } from './paths'
import { HomeRoute } from './routes/home.route'
import { LoginRoute } from './routes/login.route'
import { RegisterRoute } from './routes/register.route'
import { ProfileRoute } from './routes/profile.route'
import { NotFoundRoute } from './routes/not-found.route'
import { RequireAuth } from './routes/require-auth'
import { ComingSoonRoute } from './routes/coming-soon.route'
import { ThemeSettingsRoute } from './routes/theme-settings.route'
import { PostRoute } from './routes/post.route'
import { CreatePostRoute } from './routes/create-post.route'
import { HistoryRoute } from './routes/history.route'

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.home.path} component={HomeRoute} />
      <Route path={paths.login.path} component={LoginRoute} />
      <Route path={paths.authAlias.path} component={LoginRoute} />
      <Route path={paths.register.path} component={RegisterRoute} />
      <Route path={paths.profile.path} component={ProfileRoute} />
      <Route path={paths.saved.path}>
        <RequireAuth>
          <ComingSoonRoute title="我的收藏" />
        </RequireAuth>
      </Route>
      <Route path={paths.messages.path}>
        <RequireAuth>
          <ComingSoonRoute title="消息" />
        </RequireAuth>
      </Route>
      <Route path={paths.conversation.path}>
        <RequireAuth>
          <ComingSoonRoute title="消息" />
        </RequireAuth>
      </Route>
      <Route path={paths.themeSettings.path} component={ThemeSettingsRoute} />
      <Route path={paths.post.path} component={PostRoute} />
      <Route path={paths.create.path} component={CreatePostRoute} />
      <Route path={paths.editPost.path} component={CreatePostRoute} />
      <Route path={paths.editPostAlias.path} component={CreatePostRoute} />
      <Route path={paths.history.path} component={HistoryRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  )
}
