package bouncelab.vote;

import bouncelab.lessons.worksheet.WorksheetHtml;

/** Escaping for text put into the page's HTML, in an element or a quoted attribute. */
final class Html {
    private Html() {}

    static String escape(String s) {
        return WorksheetHtml.escape(s); // the same five characters, one writer of them
    }
}
