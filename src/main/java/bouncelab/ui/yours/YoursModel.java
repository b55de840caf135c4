package bouncelab.ui.yours;

import bouncelab.io.scenario.Assignment;
import bouncelab.student.Compilation;
import bouncelab.student.ReportCard;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentProblem;
import bouncelab.student.StudentSource;
import bouncelab.student.StudentTest;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.Algorithms;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.jspecify.annotations.Nullable;

/**
 * The Your test tab's state, drivable without a window: the student's source, compiling it and grading it on
 * threads of their own (javac takes a moment, the report card a few seconds, and a test may loop until its time
 * budget stops it), and what came of it. A test that compiles becomes {@code yours} in the window's {@link
 * Algorithms}; one that does not leaves the last good one running and says so. Only the latest request's result is
 * kept.
 */
public final class YoursModel {
    /** A whole class (a .java), rather than the slides' method alone (a .pde). */
    private static final Pattern WHOLE_CLASS = Pattern.compile("(?m)^\\s*(?:public\\s+)?(?:final\\s+)?class\\s+\\w+");

    private final Algorithms algorithms;
    private final StringProperty source = new SimpleStringProperty(this, "source", StarterTemplate.text());
    private final ReadOnlyObjectWrapper<List<StudentProblem>> problems =
            new ReadOnlyObjectWrapper<>(this, "problems", List.of());
    private final ReadOnlyObjectWrapper<ReportCard> card = new ReadOnlyObjectWrapper<>(this, "card");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy", false);
    private final ReadOnlyStringWrapper status =
            new ReadOnlyStringWrapper(this, "status", UiWords.window("yours.status.start"));
    private final ReadOnlyBooleanWrapper edited = new ReadOnlyBooleanWrapper(this, "edited", false);
    /** The text as it was at the last compile that worked, and the status that compile left; null before one. */
    private @Nullable String compiledText;

    private @Nullable String compiledStatus;
    private int requests;

    public YoursModel(Algorithms algorithms) {
        this.algorithms = algorithms;
        source.addListener((o, was, now) -> noteEdits());
        algorithms.putAsideProperty().addListener((o, was, now) -> {
            if (now != null) {
                compiledText = null; // nothing runs now: the text is no longer "the version that compiled"
                edited.set(false);
                status.set(UiWords.window("yours.status.aside", now.message(UiWords.words())));
            }
        });
    }

    /**
     * The editor's text differs from the version algorithm 6 runs and the report card grades: both still show the
     * last compile until the student compiles again, and the status line says so rather than "Compiled".
     */
    public ReadOnlyBooleanProperty editedProperty() {
        return edited.getReadOnlyProperty();
    }

    public boolean edited() {
        return edited.get();
    }

    private void noteEdits() {
        if (compiledText == null || busy.get()) {
            return;
        }
        boolean now = !compiledText.equals(source.get());
        if (now != edited.get()) {
            edited.set(now);
            status.set(now ? editedWords() : compiledStatus);
        }
    }

    /** Said once the text is edited after it compiled. */
    static String editedWords() {
        return UiWords.window("yours.status.edited");
    }

    /** After a compile that worked and its grading: this text is what yours runs now. */
    private void compiledAs(String text) {
        compiledText = text;
        compiledStatus = status.get();
        edited.set(false);
        noteEdits(); // typed on while it compiled
    }

    public Algorithms algorithms() {
        return algorithms;
    }

    /** The student's text, as in the editor. */
    public StringProperty sourceProperty() {
        return source;
    }

    public String source() {
        return source.get();
    }

    /** What stopped the last compile, each at its line in the student's numbering; empty once it compiled. */
    public ReadOnlyObjectProperty<List<StudentProblem>> problemsProperty() {
        return problems.getReadOnlyProperty();
    }

    public List<StudentProblem> problems() {
        return problems.get();
    }

    /** The report card of the test that compiled last, once graded; null before. */
    public ReadOnlyObjectProperty<ReportCard> cardProperty() {
        return card.getReadOnlyProperty();
    }

    public ReportCard card() {
        return card.get();
    }

    /** Compiling or grading is under way. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** One line: what happened last. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public String status() {
        return status.get();
    }

    /** The text as a student's source: a .java when it declares a class, else the slides' .pde method. */
    static StudentSource sourceOf(String text) {
        return WHOLE_CLASS.matcher(text).find()
                ? new StudentSource("YourTest.java", text, StudentSource.Kind.JAVA)
                : StudentSource.pde(text);
    }

    /**
     * The source to keep with the shot: null while it is still the untouched starter (or empty). An assignment's is
     * always kept: whatever is in the editor is what the student hands in.
     */
    public @Nullable String sourceToKeep() {
        String text = source.get();
        if (assignment.get() != null && text != null && !text.isBlank()) {
            return text;
        }
        return text == null || text.isBlank() || text.equals(StarterTemplate.text()) ? null : text;
    }

    private final ReadOnlyObjectWrapper<Assignment> assignment = new ReadOnlyObjectWrapper<>(this, "assignment");
    private final StringProperty student = new SimpleStringProperty(this, "student", "");

    /** The assignment the student is working on (its task shown beside the editor), or null. */
    public ReadOnlyObjectProperty<Assignment> assignmentProperty() {
        return assignment.getReadOnlyProperty();
    }

    /** The name the student types on an assignment: the name their marks are filed under. */
    public StringProperty studentProperty() {
        return student;
    }

    /**
     * A shot opened (or recovered): its assignment, or none (null). An assignment handed out, with nothing of the
     * student's yet ({@code yours} null), puts its starter code in the editor; one handed back keeps their test,
     * which {@link #restore} puts back.
     */
    public void takeAssignment(@Nullable Assignment a, @Nullable String yours) {
        assignment.set(a);
        student.set(a == null ? "" : a.student());
        if (a != null && yours == null) {
            source.set(a.starter() != null ? a.starter() : StarterTemplate.text());
        }
    }

    /** The assignment with the name typed, as Save keeps it; null when there is none. */
    public @Nullable Assignment assignmentToKeep() {
        Assignment a = assignment.get();
        return a == null
                ? null
                : a.withStudent(student.get() == null ? "" : student.get().strip());
    }

    /** A test kept with a shot back in the editor, compiled; {@code thenChoose} (or null) runs once it compiled. */
    public void restore(String text, @Nullable Runnable thenChoose) {
        source.set(text);
        afterCompile = thenChoose;
        compile();
    }

    /** Runs once the next compile succeeds (a reopened shot that had yours chosen chooses it again). */
    private @Nullable Runnable afterCompile;

    /** Compiles the source, then grades it, off the FX thread (call on the FX thread). */
    public void compile() {
        int request = ++requests;
        String text = source.get();
        busy.set(true);
        status.set(UiWords.window("yours.status.compiling"));
        background(() -> StudentCompiler.compile(sourceOf(text), UiWords.words()), c -> {
            if (request != requests) {
                return;
            }
            if (apply(c)) {
                StudentTest test = ((Compilation.Ready) c).test();
                status.set(status.get() + " " + UiWords.window("yours.status.grading"));
                background(() -> grade(test), r -> {
                    if (request == requests) {
                        card.set(r);
                        busy.set(false);
                        status.set(compiledWords() + " " + cardWords(r));
                        compiledAs(text);
                    }
                });
            } else {
                busy.set(false);
            }
        });
    }

    /** The same, here and now: tests, and callers already off the FX thread. */
    public void compileNow() {
        requests++;
        String text = source.get();
        Compilation c = StudentCompiler.compile(sourceOf(text), UiWords.words());
        if (apply(c)) {
            ReportCard r = grade(((Compilation.Ready) c).test());
            card.set(r);
            status.set(compiledWords() + " " + cardWords(r));
            busy.set(false);
            compiledAs(text);
        }
        busy.set(false);
    }

    /** True when it compiled (and is now yours). */
    private boolean apply(Compilation c) {
        Runnable then = afterCompile;
        afterCompile = null;
        if (c instanceof Compilation.Ready ready) {
            problems.set(List.of());
            algorithms.setYours(ready.test());
            if (then != null) {
                then.run();
            }
            status.set(compiledWords());
            return true;
        }
        Compilation.Failed f = (Compilation.Failed) c;
        problems.set(f.problems());
        status.set(UiWords.window(
                algorithms.yours() != null ? "yours.status.failedKept" : "yours.status.failed",
                f.oneLine(UiWords.words())));
        return false;
    }

    private static String compiledWords() {
        return UiWords.window("yours.status.compiled");
    }

    private static ReportCard grade(StudentTest test) {
        try {
            // its sweep leaves the FX thread a core; a test too slow to mark stops at grade's own limit, not minutes on
            return ReportCard.of(test.allowing(ReportCard.ALLOWANCE), Background.threads());
        } catch (RuntimeException e) {
            StudentCodeException s = StudentCodeException.find(e);
            if (s == null) {
                throw e;
            }
            return new ReportCard(
                    List.of(),
                    new ReportCard.Agreement(0, 0, List.of(), ReportCard.SEED),
                    null,
                    false,
                    s.message(UiWords.words()));
        }
    }

    /** "14 of 14 examples, 100% of 10,000 cases agree, through from 46 px/frame." */
    static String cardWords(ReportCard r) {
        String passed = String.valueOf(r.examplesPassed()), total = String.valueOf(r.examplesTotal());
        String share = CardText.percent(r.agreement().share());
        Integer cases = r.agreement().cases(); // written as the window's language groups digits
        String said = !r.swept()
                ? UiWords.window("yours.card.unswept", passed, total, share, cases)
                : r.throughSpeed() == null
                        ? UiWords.window("yours.card.never", passed, total, share, cases)
                        : UiWords.window(
                                "yours.card.through", passed, total, share, cases, CardText.number(r.throughSpeed()));
        return r.error() == null ? said : said + " " + r.error();
    }

    /**
     * Compiling and grading run on the {@link Background} seam (grading asks the student's code on threads apart,
     * see {@code ReportCard}); a fault of ours is said and Compile works again.
     */
    private <T> void background(Supplier<T> work, Consumer<T> then) {
        Background.WINDOW.start("your-test", work::get, then, e -> {
            busy.set(false);
            status.set(UiWords.window(
                    "yours.status.bug", e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        });
    }
}
