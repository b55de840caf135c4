package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The names a class report files its rows under: one each, in the order the class's language sorts names. */
class StudentNamesTest {
    private static Graded file(String path, String student) {
        return new Graded(GradeLine.failed(path, false, "x"), GradeDetail.notATest(student, "", List.of()));
    }

    private static List<String> names(List<Graded> rows) {
        return rows.stream().map(g -> g.detail().student()).toList();
    }

    @Test
    void aCourseDownloadsFilesOfOneNameAreToldApartByTheirFolders() {
        List<Graded> rows = StudentNames.distinctAndSorted(
                List.of(
                        file("class/ben_123/hitPaddle.pde", "hitPaddle"),
                        file("class/amy_456/hitPaddle.pde", "hitPaddle"),
                        file("class/cat.pde", "cat")),
                Words.ENGLISH);
        assertEquals(List.of("cat", "hitPaddle (amy_456)", "hitPaddle (ben_123)"), names(rows));
    }

    @Test
    void twoStudentsWhoTypedOneNameInOneFolderAreToldApartByTheirFiles() {
        List<Graded> rows = StudentNames.distinctAndSorted(
                List.of(file("class/a.json", "Amy"), file("class/b.json", "amy"), file("class/c.json", "Ben")),
                Words.ENGLISH);
        assertEquals(List.of("Amy (a.json)", "amy (b.json)", "Ben"), names(rows));
    }

    @Test
    void accentedNamesSortWithTheirLettersAndEnneAfterEn() {
        List<Graded> rows = List.of(
                file("Zaira.pde", "Zaira"),
                file("Úrsula.pde", "Úrsula"),
                file("Ñoño.pde", "Ñoño"),
                file("Nora.pde", "Nora"),
                file("Íñigo.pde", "Íñigo"),
                file("Álvaro.pde", "Álvaro"),
                file("amy.pde", "amy"),
                file("Oscar.pde", "Oscar"));
        assertEquals(
                List.of("Álvaro", "amy", "Íñigo", "Nora", "Ñoño", "Oscar", "Úrsula", "Zaira"),
                names(StudentNames.distinctAndSorted(rows, Words.of(Locale.forLanguageTag("es")))));
        // in English Ñ is an N with a mark: Ñoño before Nora
        assertEquals(
                List.of("Álvaro", "amy", "Íñigo", "Ñoño", "Nora", "Oscar", "Úrsula", "Zaira"),
                names(StudentNames.distinctAndSorted(rows, Words.ENGLISH)));
    }
}
