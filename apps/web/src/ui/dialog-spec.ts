/** What an alert shows (`showDialog` in dialogs.tsx, drawn by dialog-box.tsx). */
export interface DialogButton {
  label: string;
  to?: string;
  primary?: boolean;
  onClick?: () => void;
}
export interface DialogSpec {
  title: string;
  text: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  buttons?: DialogButton[];
}
