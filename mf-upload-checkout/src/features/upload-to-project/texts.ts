/** The upload-to-project dialog's texts (client spec sections 2 and 8). */
export const projectUploadTexts = {
  title: 'Upload to project',
  /** The sub-header: the project's title, then by, then the owner's name. */
  subtitle: (projectTitle: string, ownerName: string) => `${projectTitle} by ${ownerName}`,
  confirmationTitle: 'Upload confirmation',
  warningTitle: 'Warning',
  added: (count: number) => `${count} media file(s) added to your project`,
} as const;
