package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.nio.file.Path;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The names a class report files its rows under, and their order. A course website's download gives each student a
 * folder holding a file of the same name (amy/hitPaddle.pde, ben/hitPaddle.pde); two students may type the same
 * name. A name shared by several files is told apart by each file's folder where their folders differ, else by the
 * file's own name, so every row and every report card says whose it is.
 */
final class StudentNames {
    private StudentNames() {}

    /** {@code graded} with no name shared, sorted as a reader of {@code words}' language sorts names. */
    static List<Graded> distinctAndSorted(List<Graded> graded, Words words) {
        return sorted(distinct(graded), words.locale());
    }

    static List<Graded> distinct(List<Graded> graded) {
        Map<String, List<Graded>> byName = new HashMap<>();
        for (Graded g : graded) {
            byName.computeIfAbsent(key(g.detail().student()), k -> new ArrayList<>())
                    .add(g);
        }
        List<Graded> out = new ArrayList<>(graded.size());
        for (Graded g : graded) {
            List<Graded> same = byName.getOrDefault(key(g.detail().student()), List.of());
            if (same.size() < 2) {
                out.add(g);
                continue;
            }
            boolean foldersDiffer =
                    same.stream().map(s -> folder(s.line().file())).distinct().count() == same.size();
            String by =
                    foldersDiffer ? folder(g.line().file()) : fileName(g.line().file());
            out.add(renamed(g, g.detail().student() + " (" + by + ")"));
        }
        return out;
    }

    /**
     * By name as the language sorts them (Á with A, Ñ after N in Spanish), case and accents only breaking ties,
     * then by file. The JDK's own collation rules: the same order on every machine.
     */
    static List<Graded> sorted(List<Graded> graded, Locale language) {
        Collator names = Collator.getInstance(language);
        names.setStrength(Collator.TERTIARY);
        return graded.stream()
                .sorted(Comparator.comparing((Graded g) -> g.detail().student(), names)
                        .thenComparing(g -> g.detail().student())
                        .thenComparing(g -> g.line().file()))
                .toList();
    }

    private static Graded renamed(Graded g, String student) {
        GradeDetail d = g.detail();
        return g.withDetail(new GradeDetail(student, d.code(), d.problems(), d.examples(), d.disagreeing(), d.swept()));
    }

    private static String key(String student) {
        return student.strip().toLowerCase(Locale.ROOT);
    }

    private static String folder(String file) {
        Path parent = Path.of(file).toAbsolutePath().normalize().getParent();
        return parent == null || parent.getFileName() == null ? "/" : Objects.toString(parent.getFileName());
    }

    private static String fileName(String file) {
        Path name = Path.of(file).getFileName();
        return name == null ? file : name.toString();
    }
}
