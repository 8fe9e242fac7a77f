// The spec's exact Chinese validation and error texts (§5, §8). One place, so client forms,
// mock-server validation and tests all read the same strings.
export const MSG = {
  // §5 register
  usernameRequired: '用户名是必填项',
  usernameMin: '用户名长度至少3个字符',
  usernameMax: '用户名长度不能超过20个字符',
  usernamePattern: '用户名只能包含字母、数字和下划线',
  displayNameRequired: '显示名称不能为空',
  displayNameMax: '显示名称长度不能超过50个字符',
  emailRequired: '邮箱是必填项',
  emailInvalid: '邮箱格式不正确',
  passwordRequired: '密码是必填项',
  passwordMin: '密码长度至少8个字符',
  passwordPattern: '密码必须包含至少一个字母和一个数字',
  passwordMismatch: '两次输入的密码不一致',
  // §5 login
  loginEmailRequired: '请输入邮箱',
  loginPasswordRequired: '请输入密码',
  // §5 profile edit
  bioMax: '个人简介不能超过200个字符',
  locationMax: '所在地不能超过100个字符',
  websiteInvalid: '个人网站格式不正确',
  genderInvalid: '请选择有效的性别选项',
  birthDateInvalid: '生日格式不正确',
  birthDateFuture: '生日不能是未来的日期',
  // §5 avatar
  avatarRequired: '请先选择图片',
  avatarNotImage: '请选择图片文件',
  avatarTooLarge: '图片大小不能超过2MB',
  avatarType: '仅支持 JPG、PNG、GIF、WebP 格式的图片',
  // §5 post
  postIncompleteTitle: '请完善内容',
  postIncomplete: '标题和内容不能为空',
  postTitleMax: '标题不能超过30个字符',
  postContentMax: '内容不能超过1000个字符',
  postImagesOverTitle: '图片数量超限',
  postImagesOver: (n: number) => `最多只能上传9张图片，当前总数将达到${n}张`,
  postCategoryInvalid: '请选择有效的分类',
  postTagMax: '每个标签不能超过20个字符',
  postTagsMax: '最多只能添加10个标签',
  postLocationMax: '地点不能超过100个字符',
  postImageUrlInvalid: '图片地址不正确',
  searchMax: '搜索内容不能超过100个字符',
  // §5 comment
  commentRequired: '请输入评论内容',
  commentMax: (max: number) => `评论内容不能超过${max}个字符`,
  // §5 message (R5.26)
  messageRequired: '请输入消息内容',
  messageMax: '消息内容不能超过1000个字符',
  // batch calls (R7.22/R7.23)
  batchIdsRequired: '请至少提供一个ID',
  batchIdsMax: '一次最多查询100个ID',
  // §5.29
  validationDefault: '输入数据验证失败',
} as const
