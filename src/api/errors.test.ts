// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, errorFromResponse, networkError, retryViewMessage, timeoutError, validationMessage } from './errors'

describe('error catalogue', () => {
  it('R8.13 the retry view maps each cause to its text', () => {
    expect(retryViewMessage(networkError())).toBe('网络请求失败，请检查网络连接')
    expect(retryViewMessage(timeoutError(15000))).toBe('请求超时，请重试')
    expect(retryViewMessage(errorFromResponse(401))).toBe('登录已过期，请重新登录')
    expect(retryViewMessage(errorFromResponse(403))).toBe('没有权限访问此内容')
    expect(retryViewMessage(errorFromResponse(404))).toBe('请求的内容不存在')
    expect(retryViewMessage(errorFromResponse(500))).toBe('服务器内部错误')
    expect(retryViewMessage(errorFromResponse(409, { message: '已关注' }))).toBe('已关注')
    expect(retryViewMessage(new Error(''))).toBe('未知错误')
    expect(retryViewMessage(undefined)).toBe('未知错误')
  })

  it('R5.29 validation messages fall back to field names, then to the default', () => {
    expect(
      validationMessage([
        { field: 'title', message: '标题不能为空' },
        { field: 'content', message: '' },
      ]),
    ).toBe('标题不能为空；content')
    expect(validationMessage([])).toBe('输入数据验证失败')
    expect(validationMessage(undefined)).toBe('输入数据验证失败')
  })

  it('R8.1 errors carry type, status, code, details and field errors', () => {
    const errors = [{ field: 'email', message: '邮箱格式不正确' }]
    const e = errorFromResponse(400, { code: 'VALIDATION_001', message: 'bad', details: { errors } })
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toBeInstanceOf(Error)
    expect(e).toMatchObject({
      type: 'VALIDATION_ERROR',
      status: 400,
      code: 'VALIDATION_001',
      fieldErrors: errors,
      details: { errors },
    })
  })
})

describe('a full or unreadable store (issue 23)', () => {
  it('drill: 507 STORAGE_001 and 503 STORAGE_002 keep the server’s Chinese text (what happened, and that nothing stored changed), not the generic 5xx one', () => {
    const full = errorFromResponse(507, {
      code: 'STORAGE_001',
      message: '存储空间已满，这次更改没有保存（之前保存的数据不受影响）',
    })
    expect(full).toMatchObject({
      type: 'SERVER_ERROR',
      status: 507,
      code: 'STORAGE_001',
      message: '存储空间已满，这次更改没有保存（之前保存的数据不受影响）',
    })
    const unreadable = errorFromResponse(503, {
      code: 'STORAGE_002',
      message: '保存的数据已损坏，无法读取（数据仍保留着，没有被改动）',
    })
    expect(unreadable.message).toBe('保存的数据已损坏，无法读取（数据仍保留着，没有被改动）')
    // Any other 5xx text stays internal.
    expect(errorFromResponse(503, { code: 'SERVICE_UNAVAILABLE_001', message: 'db pool exhausted' }).message).toBe(
      '服务暂时不可用',
    )
  })
})
