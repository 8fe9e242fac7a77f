import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { copyPageLink } from '@/components/ui/share-button'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/services/toast'
import type { Post } from '@/schemas/post.schema'
import { deletePost } from '../api/delete-post'
import { PostMenu } from './post-menu'

export interface PostMenuActionsProps {
  post: Pick<Post, 'id' | 'author'>
  viewerId: number | null
  onEdit: () => void
  /** The post is gone on the server (帖子已删除 has been said); the screen leaves it. */
  onDeleted: () => void
}

/**
 * R2.31/R2.32 with what they do: the author edits, or deletes after confirming; anyone else reports (in
 * development) or copies the link. One piece for the post page and the post dialog.
 */
export function PostMenuActions({ post, viewerId, onEdit, onDeleted }: PostMenuActionsProps) {
  const [confirming, setConfirming] = useState(false)
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: () => {
      setConfirming(false)
      // Every list it was in, and its author's post count.
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(post.author.id) })
      toast.success('帖子已删除')
      onDeleted()
    },
    onError: (error) => toast.error('删除失败', error instanceof Error ? error.message : '请稍后重试'),
  })
  return (
    <>
      <PostMenu
        isAuthor={viewerId !== null && viewerId === post.author.id}
        onEdit={onEdit}
        onDelete={() => setConfirming(true)}
        onReport={() => toast.info('举报功能正在开发中')}
        onCopyLink={() => void copyPageLink()}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="删除这篇笔记？"
        description="删除后无法恢复，笔记下的评论、点赞和收藏也会一起删除。"
        confirmLabel="删除"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  )
}
