import { TextInput } from 'react-admin';

/** The filter every money list has first, always on screen: the member's name. */
export const memberNameFilter = <TextInput key="member" source="member" label="Member name" alwaysOn />;
