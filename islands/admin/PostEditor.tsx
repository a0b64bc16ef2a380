/**
 * The post editor screen (/admin/posts/new and /admin/posts/{id}): header with
 * Save Draft and Publish, a main column (title, slug, content, excerpt, meta
 * fields, content type, the recipe block for recipes) and a ~420 px side
 * column (user ratings, categories, tags, SEO settings and analysis, featured
 * image, status, and the schedule while the post is not published); below, for existing posts, the post's URL
 * redirects.
 * Leaving with unsaved changes asks first; a save conflict offers to keep
 * this version or load the newer one.
 */
import { FormField } from "../../components/admin/FormField.tsx";
import { SlugField } from "../../components/admin/SlugField.tsx";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "../../components/admin/char_count.ts";
import { CategoriesPanel } from "../../components/admin/post_editor/CategoriesPanel.tsx";
import { ConflictNotice } from "../../components/admin/post_editor/ConflictNotice.tsx";
import { FeaturedImagePanel } from "../../components/admin/post_editor/FeaturedImagePanel.tsx";
import { PostRedirectsPanel } from "../../components/admin/post_editor/PostRedirectsPanel.tsx";
import { RatingsPanel } from "../../components/admin/post_editor/RatingsPanel.tsx";
import { RecipeBlock } from "../../components/admin/post_editor/RecipeBlock.tsx";
import { SeoSettingsPanel } from "../../components/admin/post_editor/SeoSettingsPanel.tsx";
import { SchedulePanel } from "../../components/admin/post_editor/SchedulePanel.tsx";
import { StatusPanel } from "../../components/admin/post_editor/StatusPanel.tsx";
import { TagsPanel } from "../../components/admin/post_editor/TagsPanel.tsx";
import { useEditorAi } from "../../lib/client/use_editor_ai.ts";
import { usePostEditor } from "../../lib/client/use_post_editor.ts";
import { seoFieldsOf } from "../../lib/client/seo_score.ts";
import { useSeoScore } from "../../lib/client/use_seo_score.ts";
import { fieldBinder } from "../../lib/client/bind_field.ts";
import { useUnsavedPrompt } from "../../lib/client/use_unsaved_prompt.ts";
import { postPath } from "../../lib/shared/paths.ts";
import BusyButton from "./BusyButton.tsx";
import ContentEditor from "./ContentEditor.tsx";
import SeoScorePanel from "./SeoScorePanel.tsx";
import AiContentButtons from "./ai/AiContentButtons.tsx";
import AiToolsPanel from "./ai/AiToolsPanel.tsx";
import GenerateWithAi from "./ai/GenerateWithAi.tsx";

const CONTENT_TYPES = [{ value: "article", label: "Article" }, { value: "recipe", label: "Recipe" }];

/** Props of {@link PostEditor}. */
export interface PostEditorProps {
  /** The post id, or null for a new post. */
  id: string | null;
  /** The site's post base, for the visit link. */
  postBase: string;
}

/** See the module doc. */
export default function PostEditor({ id, postBase }: PostEditorProps) {
  const editor = usePostEditor(id);
  const { form, setField } = editor;
  const bind = fieldBinder(form, setField);
  useUnsavedPrompt(editor.dirty);
  const ai = useEditorAi(editor);
  const seo = useSeoScore(seoFieldsOf(form));
  const busy = editor.saving !== null || editor.loading || ai.job.running;

  return (
    <div class="post-editor" aria-busy={editor.loading ? "true" : undefined}>
      <div class="page-head">
        <h1>{editor.id === null ? "New Post" : "Edit Post"}</h1>
        <div class="page-actions">
          <GenerateWithAi job={ai.job} disabled={editor.saving !== null || editor.loading} />
          <BusyButton
            class="btn btn-light"
            busy={editor.saving === "draft"}
            disabled={busy}
            onClick={() => editor.save("draft")}
          >
            Save Draft
          </BusyButton>
          <BusyButton busy={editor.saving === "published"} disabled={busy} onClick={() => editor.save("published")}>
            Publish
          </BusyButton>
        </div>
      </div>
      {editor.conflict && (
        <ConflictNotice
          message={editor.conflict}
          form={form}
          busy={busy}
          onKeepMine={editor.keepMine}
          onLoadLatest={editor.loadLatest}
        />
      )}
      <div class="editor-columns">
        <div class="editor-main">
          <FormField
            id="post-title"
            label="Title"
            value={form.title}
            onValue={editor.setTitle}
            error={editor.titleError}
          />
          <SlugField
            value={form.slug}
            onValue={editor.setSlug}
            onBlur={editor.finishSlug}
            error={editor.slugError}
            publishedSlug={editor.publishedSlug}
            postBase={postBase}
          />
          <AiContentButtons
            content={form.content}
            focusKeyword={form.focus_keyword}
            onContent={(html) => setField("content", html)}
          />
          {!editor.loading && (
            <ContentEditor
              key={editor.reloads}
              value={form.content}
              onChange={(html) => setField("content", html)}
            />
          )}
          <FormField id="post-excerpt" label="Excerpt" multiline {...bind("excerpt")} />
          <FormField id="post-meta-title" label="Meta title" {...bind("meta_title")} limit={META_TITLE_LIMIT} />
          <FormField
            id="post-meta-description"
            label="Meta description"
            multiline
            {...bind("meta_description")}
            limit={META_DESCRIPTION_LIMIT}
          />
          <FormField id="post-content-type" label="Content type" {...bind("content_type")} options={CONTENT_TYPES} />
          {form.content_type === "recipe" && <RecipeBlock form={form} setField={setField} />}
        </div>
        <aside class="editor-side" aria-label="Post settings">
          <AiToolsPanel
            content={form.content}
            focusKeyword={form.focus_keyword}
            failing={seo.failing}
            onFields={editor.mergeFields}
          />
          {editor.id !== null && editor.publishedSlug && <RatingsPanel postId={editor.id} />}
          <CategoriesPanel selected={form.category_ids} onSelected={(ids) => setField("category_ids", ids)} />
          <TagsPanel tags={form.tags} onTags={(tags) => setField("tags", tags)} />
          <SeoSettingsPanel form={form} setField={setField} />
          <SeoScorePanel
            form={form}
            seo={seo}
            onScore={editor.setSeoScore}
            onContent={(content) => editor.mergeFields({ content })}
          />
          <FeaturedImagePanel
            value={form.featured_image}
            onValue={(url) => setField("featured_image", url)}
            postId={editor.id}
            title={form.title}
          />
          <StatusPanel value={form.status} onValue={(status) => setField("status", status)} />
          {!editor.publishedSlug && !editor.loading && (
            <SchedulePanel
              scheduledAt={form.scheduled_at}
              busy={busy}
              onSchedule={(at) => editor.save("draft", { scheduled_at: at })}
              onUnschedule={() => editor.save("draft", { scheduled_at: null })}
            />
          )}
        </aside>
      </div>
      {editor.id !== null && !editor.loading && (
        <PostRedirectsPanel
          postId={editor.id}
          postPath={postPath(editor.publishedSlug ?? form.slug, postBase)}
          refreshKey={editor.version ?? ""}
        />
      )}
    </div>
  );
}
