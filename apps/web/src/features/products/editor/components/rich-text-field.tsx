import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  readOnly: boolean;
}

/**
 * The long description as rich text (headings, lists, bold, links). The editor emits HTML; the
 * server sanitizes it before storing, so nothing here is trusted.
 */
export default function RichTextField({ label, value, onChange, error, readOnly }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': label } },
  });

  // A reload after a conflict or a save replaces the value from outside the editor.
  // A tab switch destroys the editor before this effect's last run: a destroyed one has no schema.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor} mt={4}>
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={0}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
