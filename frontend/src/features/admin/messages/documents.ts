import { ContactMessagesDocument, DeleteContactMessageDocument } from '../../../gql/graphql';

export const ContactMessagesQuery = ContactMessagesDocument;

export const DeleteContactMessageMutation = DeleteContactMessageDocument;
