import { useMutation } from '@apollo/client/react';
import { SendContactMessageDocument } from '../../gql/graphql';

export function useSendContactMessage() {
  const [send, state] = useMutation(SendContactMessageDocument);
  return { send, ...state };
}
