/** The six dots of a drag handle. */
export function GripIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 20" width="10" height="16">
      <g fill="currentColor">
        <circle cx="3" cy="4" r="1.6" />
        <circle cx="9" cy="4" r="1.6" />
        <circle cx="3" cy="10" r="1.6" />
        <circle cx="9" cy="10" r="1.6" />
        <circle cx="3" cy="16" r="1.6" />
        <circle cx="9" cy="16" r="1.6" />
      </g>
    </svg>
  );
}
