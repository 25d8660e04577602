import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

export function useSendContactMessage() {
  const [send, state] = useMutation(SendContactMessageMutation);
  return { send, ...state };
}
