import { UpdateAboutDocument, UploadCvDocument, DeleteCvDocument } from '../../../gql/graphql';

export { AboutQuery } from '../../about/useAbout';

/** Every About mutation answers with the fields of `AboutQuery`, so the cache stays complete. */
export const UpdateAboutMutation = UpdateAboutDocument;

export const UploadCvMutation = UploadCvDocument;

export const DeleteCvMutation = DeleteCvDocument;
