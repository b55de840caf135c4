package bouncelab.student.report;

import bouncelab.io.font.BundledFonts;
import bouncelab.lessons.worksheet.WorksheetHtml;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;

/** The frame every report page shares: A4, the app's fonts, the footer naming whose page it is. */
final class Page {
    private static final String STYLE = """
            @page { size: A4; margin: 14mm 15mm 15mm 15mm;
                    @bottom-center { content: "%1$s";
                                     font-family: "%2$s"; font-size: 8pt; color: #555; } }
            body { font-family: "%2$s", sans-serif; font-size: 10pt; line-height: 1.3; color: #111; margin: 0; }
            h1 { font-size: 17pt; margin: 0 0 2mm 0; }
            /* a heading starts a new page rather than end one with its table's header alone (the roster's did) */
            h2 { font-size: 12.5pt; margin: 5mm 0 2mm 0; page-break-after: avoid; -fs-page-break-min-height: 35mm; }
            p { margin: 0 0 1.5mm 0; }
            p.after-table { margin-top: 2.5mm; }
            .small { font-size: 8.5pt; color: #444; }
            table { border-collapse: collapse; width: 100%%; }
            table.rows { -fs-table-paginate: paginate; } /* its header row again on each page it runs onto */
            td, th { vertical-align: top; text-align: left; padding: 1mm 1.5mm; }
            th { font-size: 9pt; border-bottom: 0.6pt solid #777; }
            tr { page-break-inside: avoid; }
            table.rows td { border-bottom: 0.4pt solid #ccc; }
            table.code { font-family: "%3$s", monospace; font-size: 8.5pt; line-height: 1.25; }
            table.code td { padding: 0 1.5mm; }
            td.n { width: 9mm; text-align: right; color: #777; }
            td.c { white-space: pre-wrap; word-wrap: break-word; }
            td.remark { font-family: "%2$s", sans-serif; font-size: 9pt; color: #8a1c00; background: #fdebe3;
                        padding: 0.8mm 1.5mm; white-space: normal; }
            img.case { width: 24mm; border: 0.5pt solid #999; }
            .right { color: #006b4f; font-weight: bold; }
            .wrong { color: #b3261e; font-weight: bold; }
            .bar { background: #0072b2; height: 3.2mm; }
            .num { text-align: right; white-space: nowrap; }
            """;

    /** Where the page's number and the number of pages go in the footer's words. */
    private static final String PAGE = "\uE000", PAGES = "\uE001";

    private Page() {}

    /** The page's start, up to and including the body tag; its words in {@code words}' language. */
    static String start(String title, String footer, Words words) {
        // the footer's page numbers are the PDF's own counters, put where the language's sentence has them
        String pages = css(words.format(Book.GRADING, "report.footer", footer, PAGE, PAGES))
                .replace(PAGE, "\" counter(page) \"")
                .replace(PAGES, "\" counter(pages) \"");
        return "<!DOCTYPE html>\n<html lang=\"" + words.locale().toLanguageTag()
                + "\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>" + esc(title)
                + "</title>\n<style>\n"
                + String.format(Locale.ROOT, STYLE, pages, BundledFonts.SANS, BundledFonts.MONO)
                + "</style>\n</head>\n<body>\n";
    }

    static String end() {
        return "</body>\n</html>\n";
    }

    /** Text made safe for the page; characters XML does not allow (most control characters) shown as U+XXXX. */
    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            if (c < 0x20 && c != '\n' && c != '\t'
                    || c == 0x7f
                    || c >= 0x80 && c < 0xa0
                    || c == 0xfffe
                    || c == 0xffff
                    || c >= 0xd800 && c <= 0xdfff) {
                sb.append(String.format(Locale.ROOT, "U+%04X", c));
            } else {
                sb.appendCodePoint(c);
            }
        });
        return WorksheetHtml.escape(sb.toString());
    }

    /** Text inside a CSS string. */
    private static String css(String s) {
        return esc(s).replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ");
    }
}
