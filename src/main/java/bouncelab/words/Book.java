package bouncelab.words;

/**
 * One area's bundle: {@code bouncelab/words/Window.properties} for English and {@code Window_es.properties} beside
 * it for Spanish. Adding an area is a constant here and its English file.
 */
public enum Book {
    /** The window's views: tabs, toolbars, buttons, labels, status line, banners. */
    WINDOW("Window"),
    /** The menu bar and its items. */
    MENUS("Menus"),
    /** F1's window: the keys and what each view is for. */
    HELP("Help"),
    /** The glossary's terms and their meanings. */
    GLOSSARY("Glossary"),
    /** Dialogs and the messages the window shows (what happened, what went wrong). */
    MESSAGES("Messages"),
    /**
     * What the lessons floor says itself: the note over a lesson not yet translated, where a translation departs
     * from the lesson it translates, the everyday answers check-lessons does not call spoilers.
     */
    LESSONS("Lessons"),
    /** Each frame in words ({@link FrameDescriber}): the court's accessible text and {@code trace --describe}. */
    DESCRIPTION("Description"),
    /** A lesson's worksheet, on paper and as a web page: its headings, captions, lines and the labels on its pictures. */
    WORKSHEET("Worksheet"),
    /** What check-lessons says of a lesson (and the window of one it refuses), and its summary. */
    CHECKS("Checks"),
    /**
     * A frame's working ({@link WorkingWords}, {@link WorkingText}): the items' lines, the checks' outcomes, the
     * frame's header, and how numbers stand side by side.
     */
    WORKING("Working"),
    /**
     * What grading says (the student floor's words): why a file was refused or failed, javac's errors in plain words,
     * the grade lines' errors, the report cards and the class page, and the Your test tab's card.
     */
    GRADING("Grading"),
    /**
     * What is refused, in one line after the place ({@code FILE:LINE:}): a file that cannot be read, a scenario's,
     * a picture's or a lesson's mistake, an argument the command line does not take. The readers below the words
     * refuse with a key of this book and its arguments; whoever shows the line says it in its language.
     */
    REFUSALS("Refusals"),
    /** The class vote's page on the students' phones ({@code bouncelab.vote.VotePage}). */
    VOTE("Vote");

    private final String file;

    Book(String file) {
        this.file = file;
    }

    /** The file's name without language or extension, e.g. {@code Window}. */
    public String file() {
        return file;
    }

    /** The bundle's base name for {@link java.util.ResourceBundle}. */
    String baseName() {
        return "bouncelab.words." + file;
    }

    /** The English file's path on the class path. */
    String englishResource() {
        return "bouncelab/words/" + file + ".properties";
    }
}
