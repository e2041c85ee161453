/** The raised card every screen groups its content in: white on the paper, a hairline and a soft shadow. */
export const PANEL = "rounded-panel border border-line bg-surface-raised p-panel shadow-panel";
