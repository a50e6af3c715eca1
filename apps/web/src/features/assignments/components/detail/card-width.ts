/** Under 600 px tables turn into cards (ui.css .table-cards) and the header card keeps its key facts. */
export const CARD_WIDTH_QUERY = '(max-width: 599.98px)';
