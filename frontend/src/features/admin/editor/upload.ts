import { EditorUploadImageDocument } from '../../../gql/graphql';

/** Stores an editor image on the gateway (multipart: the admin client sends File variables as uploads). */
export const UploadImageMutation = EditorUploadImageDocument;
