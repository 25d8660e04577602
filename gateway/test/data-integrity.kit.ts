/** The writes the data-integrity suites (length-limits, failed-writes-and-unstorable-text) send. */
export const CREATE_BLOG = 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }';
export const UPDATE_BLOG = 'mutation($id: ID!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
export const SEND = 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }';
export const UPDATE_ABOUT = 'mutation($input: AboutInput!) { updateAbout(input: $input) { name } }';
export const UPDATE_SOCIAL =
  'mutation($socialMedia: [SocialMediaInput!]!) { updateSocialMedia(socialMedia: $socialMedia) { contactInfo { email } } }';
export const UPDATE_CONTACT_INFO =
  'mutation($input: ContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { email } } }';
export const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
