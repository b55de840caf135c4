package bouncelab.vote;

/** Escaping for text put into the page's HTML, in an element or a quoted attribute. */
final class Html {
    private Html() {
    }

    static String escape(String s) {
        return bouncelab.lessons.worksheet.WorksheetHtml.escape(s); // the same five characters, one writer of them
    }
}
