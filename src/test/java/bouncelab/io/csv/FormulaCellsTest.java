package bouncelab.io.csv;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A name or choice someone typed is never run as a formula by the spreadsheet a teacher opens the CSV in. */
class FormulaCellsTest {
    @Test
    void textThatStartsLikeAFormulaIsShownAsText() {
        assertEquals("'=HYPERLINK(\"x\")", CsvLines.text("=HYPERLINK(\"x\")"));
        assertEquals("'+1", CsvLines.text("+1"));
        assertEquals("'-2", CsvLines.text("-2"));
        assertEquals("'@SUM(A1)", CsvLines.text("@SUM(A1)"));
        assertEquals("Ada Lovelace", CsvLines.text("Ada Lovelace"));
        assertEquals("", CsvLines.text(""));
    }
}
