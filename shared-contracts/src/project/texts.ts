/** What the project routes answer when they refuse. */
export const projectTexts = {
  notFound: 'This project was not found.',
  notAllowed: 'Your access to this project does not allow this.',
  /** A client's deletion of a project while some of its media are worked on (409). */
  mediaBeingWorkedOn:
    'This project has media being worked on and cannot be deleted. Please contact us.',
  deleted: 'This project has been deleted.',
  clientRequired: 'Choose the client the project is for.',
  notAClient: 'No client has this id.',
  mediaOrdered: 'This media has been ordered and stays in its project.',
} as const;
