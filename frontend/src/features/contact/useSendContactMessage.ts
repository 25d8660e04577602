import { useMutation } from '@apollo/client/react';
import { SendContactMessageDocument } from '../../gql/graphql';

export const SendContactMessageMutation = SendContactMessageDocument;

export function useSendContactMessage() {
  const [send, state] = useMutation(SendContactMessageMutation);
  return { send, ...state };
}
