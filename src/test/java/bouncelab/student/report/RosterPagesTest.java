package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A class long enough to run the roster onto another page: the roster's heading had ended page one with its table's
 * header row alone, and the rows went on without it. Every page with roster rows now has the header over them.
 */
class RosterPagesTest {
    @Test
    void everyPageOfTheRosterHasItsHeaderAndNoPageEndsOnTheHeadingAlone() throws IOException {
        List<Graded> rows = new ArrayList<>();
        for (int i = 1; i <= 70; i++) {
            String name = String.format("Student %02d", i);
            rows.add(new Graded(
                    GradeLine.failed(name + ".pde", false, "did not compile"),
                    GradeDetail.notATest(name, "", List.of())));
        }
        byte[] pdf = ReportPdf.render(ClassPage.html(rows, Words.ENGLISH));
        try (PDDocument doc = PDDocument.load(pdf)) {
            int withRows = 0;
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                PDFTextStripper text = new PDFTextStripper();
                text.setStartPage(page);
                text.setEndPage(page);
                String onPage = text.getText(doc);
                boolean rosterRows = onPage.contains("Student 0") || onPage.contains("Student 7");
                boolean heading = onPage.contains("The roster");
                if (rosterRows) {
                    withRows++;
                    assertTrue(
                            onPage.contains("Student\tCompiled") || onPage.contains("Student Compiled"),
                            "page " + page + " has rows under no header:\n" + onPage);
                } else {
                    assertFalse(heading, "page " + page + " ends on the roster's heading alone:\n" + onPage);
                }
            }
            assertTrue(withRows >= 2, "the roster runs onto a second page: " + withRows);
        }
    }
}
