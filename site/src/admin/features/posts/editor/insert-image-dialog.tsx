import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { IMAGE_TEXT, imageFileProblem, type ImageProblem } from '@core/images/image-upload';
import {
  errorMessageStyles,
  fieldStyles,
  stackedLabelStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { ModalActions, ModalContent, ModalOverlay } from '@site/shared/components/modal';
import { useToast } from '@site/shared/components/use-toast';

export const INSERT_IMAGE_TEXT = {
  title: 'Insert Image',
  description: 'Upload an image and describe it for readers who cannot see it.',
  file: 'Image file',
  alt: 'Alt text',
  titleText: 'Title text (optional)',
  previewAlt: 'Preview of the chosen image',
  cancel: 'Cancel',
  insert: 'Insert',
  uploading: 'Uploading...',
} as const;

export interface InsertedImage {
  src: string;
  alt: string;
  title: string | null;
}

export interface InsertImageDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  uploadImage(file: File): Promise<string>;
  onInsert(image: InsertedImage): void;
  /** Where focus goes when the dialog closes (the editor), instead of the opener. */
  onCloseFocus(): void;
}

const Fields = styled.form`
  display: grid;
  gap: 1rem;

  label {
    ${stackedLabelStyles}
  }
  input:not([type='file']) {
    ${fieldStyles}
  }
  .preview {
    display: block;
    max-width: 100%;
    max-height: 220px;
    margin: 0 auto;
    border-radius: 8px;
    object-fit: contain;
  }
  .problem {
    ${errorMessageStyles}
  }
  .insert {
    ${primaryButtonStyles}
  }
  .cancel {
    ${secondaryButtonStyles}
  }
`;

interface ChosenImage {
  file: File;
  /** An object URL, or null when the browser could not make one. */
  preview: string | null;
}

/** The dialog's fields; mounted while it is open, so each opening starts empty. */
function InsertImageForm({
  uploadImage,
  onInsert,
  onCancel,
}: {
  uploadImage(file: File): Promise<string>;
  onInsert(image: InsertedImage): void;
  onCancel(): void;
}) {
  const toast = useToast();
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [alt, setAlt] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [uploading, setUploading] = useState(false);
  const live = useRef(true);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Each preview URL holds the file in memory until released.
  useEffect(() => {
    const url = chosen?.preview;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  /** Spec §5: a destructive toast; also said in the dialog, which hides toasts from screen readers while open. */
  const report = (found: ImageProblem) => {
    setProblem(found);
    toast({ title: found.title, description: found.description, variant: 'destructive' });
  };

  const previewFailed = () =>
    toast({
      title: IMAGE_TEXT.previewErrorTitle,
      description: IMAGE_TEXT.previewError,
      variant: 'destructive',
    });

  const choose = (file: File | null) => {
    const found = file && imageFileProblem(file);
    if (!file || found) {
      if (found) report(found);
      setChosen(null);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setProblem(null);
    let preview: string | null = null;
    try {
      preview = URL.createObjectURL(file);
    } catch {
      // The upload does not need the preview: the file stays chosen.
      previewFailed();
    }
    setChosen({ file, preview });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Portalled out of the post form in the DOM but not in React: keep this submit to itself.
    event.stopPropagation();
    if (uploading) return;
    const file = chosen?.file ?? null;
    const found =
      imageFileProblem(file) ??
      (alt.trim() ? null : { title: IMAGE_TEXT.altTitle, description: IMAGE_TEXT.altText });
    if (found) return report(found);
    if (!file) return;
    setProblem(null);
    setUploading(true);
    try {
      const src = await uploadImage(file);
      if (!live.current) return;
      onInsert({ src, alt: alt.trim(), title: title.trim() || null });
      toast({ title: IMAGE_TEXT.uploaded });
    } catch (error) {
      if (!live.current) return;
      const description =
        error instanceof Error && error.message ? error.message : IMAGE_TEXT.uploadFailedText;
      report({ title: IMAGE_TEXT.uploadFailed, description });
    } finally {
      if (live.current) setUploading(false);
    }
  };

  return (
    <Fields onSubmit={submit} noValidate aria-busy={uploading}>
      <label htmlFor={`${ids}-file`}>
        {INSERT_IMAGE_TEXT.file}
        <input
          ref={fileInput}
          id={`${ids}-file`}
          type="file"
          accept="image/*"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </label>
      {chosen?.preview && (
        <img
          className="preview"
          src={chosen.preview}
          alt={INSERT_IMAGE_TEXT.previewAlt}
          onError={previewFailed}
        />
      )}
      <label htmlFor={`${ids}-alt`}>
        {INSERT_IMAGE_TEXT.alt}
        <input
          id={`${ids}-alt`}
          value={alt}
          required
          aria-required="true"
          onChange={(event) => setAlt(event.target.value)}
        />
      </label>
      <label htmlFor={`${ids}-title`}>
        {INSERT_IMAGE_TEXT.titleText}
        <input
          id={`${ids}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      {problem && (
        <p className="problem" role="alert">
          <strong>{problem.title}</strong>: {problem.description}
        </p>
      )}
      <ModalActions>
        <button type="button" className="cancel" onClick={onCancel}>
          {INSERT_IMAGE_TEXT.cancel}
        </button>
        <button type="submit" className="insert" disabled={uploading}>
          {uploading ? INSERT_IMAGE_TEXT.uploading : INSERT_IMAGE_TEXT.insert}
        </button>
      </ModalActions>
    </Fields>
  );
}

/** Spec §2 'Insert Image': a file with a preview, required alt text, optional title text. */
export function InsertImageDialog({
  open,
  onOpenChange,
  uploadImage,
  onInsert,
  onCloseFocus,
}: InsertImageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent
          $width="520px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <Dialog.Title>{INSERT_IMAGE_TEXT.title}</Dialog.Title>
          <Dialog.Description>{INSERT_IMAGE_TEXT.description}</Dialog.Description>
          <InsertImageForm
            uploadImage={uploadImage}
            onInsert={(image) => {
              onInsert(image);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
