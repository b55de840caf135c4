package bouncelab.ui.common;

import javafx.css.PseudoClass;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * The names the stylesheets ({@code src/main/resources/bouncelab/ui/*.css}) style the window by, as AtlantaFX's
 * {@code Styles} keeps them: a style class says what a node is ({@code .status-line}), a pseudo-class a state it is
 * in for now ({@code .status-line:error}), switched with {@code pseudoClassStateChanged}. Java names a style class or
 * a state only through these, and never styles a node inline (a test checks both). The court's colours are named by
 * {@code CourtColour.styleClass()}.
 */
public final class Styles {
    private Styles() {}

    // ---- States ----

    /** Something is wrong: a status line's message, a field the sweep cannot use, a lesson that could not be read. */
    public static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    /** A blank of Work it out, once checked: right, or wrong. */
    public static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");

    public static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");
    /** The window's root while presentation mode is on: what can go, goes. */
    public static final PseudoClass PRESENTING = PseudoClass.getPseudoClass("presenting");
    /** A compare badge's counts when the run tunnelled or hit a phantom corner. */
    public static final PseudoClass ALERT = PseudoClass.getPseudoClass("alert");
    /** Every word of a lesson's link while the link (its first word) has the keyboard's focus. */
    public static final PseudoClass LINK_FOCUSED = PseudoClass.getPseudoClass("link-focused");
    /** A compare badge's "differs from frame N" once the frame shown is N or later. */
    public static final PseudoClass PAST = PseudoClass.getPseudoClass("past");
    /** The report card while the editor holds text that has not been compiled: it grades an older version. */
    public static final PseudoClass STALE = PseudoClass.getPseudoClass("stale");
    /** A row of the lesson list that heads others rather than being a lesson. */
    public static final PseudoClass HEADING = PseudoClass.getPseudoClass("heading");
    /** A lesson's question while the court is on the frame it is about and its answer is still hidden. */
    public static final PseudoClass NOW = PseudoClass.getPseudoClass("now");

    // ---- Shared by several views ----

    public static final String SIDE_PANEL = "side-panel";
    public static final String SIDE_SCROLL = "side-scroll";
    public static final String PANEL_TITLE = "panel-title";
    public static final String STATUS_LINE = "status-line";
    /** The status line and, while a job runs, its progress and Cancel at the end. */
    public static final String STATUS_ROW = "status-row";
    /** Text that is always a problem (a status line shows its problems with {@link #ERROR} instead). */
    public static final String ERROR_MESSAGE = "error-message";

    public static final String COURT_PANE = "court-pane";
    /** Over a court, drawing nothing but its focus ring while the court has the keyboard's focus. */
    public static final String COURT_FOCUS_RING = "court-focus-ring";
    /** "computing frames…" over a court while its run is worked out in the background; its spinner and words. */
    public static final String COMPUTING_BADGE = "computing-badge";

    public static final String COMPUTING_BUSY = "computing-busy";
    public static final String COMPUTING_TEXT = "computing-text";
    public static final String LEGEND_ROW = "legend-row";
    public static final String BUTTON_ROW = "button-row";
    public static final String TOOLBAR_HINT = "toolbar-hint";
    public static final String RUN_SWATCH = "run-swatch";

    // ---- The window ----

    public static final String PROBLEM_BANNER = "problem-banner";
    public static final String RECOVERY_BANNER = "recovery-banner";
    public static final String PROBLEM_TEXT = "problem-text";
    public static final String EXPORT_FORM = "export-form";
    /** The help window (F1): every key, and what each view is for. */
    public static final String HELP_WINDOW = "help-window";

    public static final String HELP_CONTENT = "help-content";
    public static final String HELP_KEYS = "help-keys";
    public static final String HELP_KEY = "help-key";

    // ---- Stepping ----

    public static final String INSPECTOR = "inspector";
    /** "Work it out": the working with blanks; a line with blanks, one without (given), a blank (:right, :wrong). */
    public static final String WORK_IT_OUT = "work-it-out";

    public static final String WORK_IT_OUT_LINES = "work-it-out-lines";
    public static final String WORK_IT_OUT_LINE = "work-it-out-line";
    public static final String WORK_IT_OUT_GIVEN = "work-it-out-given";
    public static final String WORK_IT_OUT_BLANK = "work-it-out-blank";
    public static final String WORK_IT_OUT_SIGN = "work-it-out-sign";
    public static final String WORK_IT_OUT_TOGGLE = "work-it-out-toggle";
    /** A number of the shot typed in place; {@link #ERROR} while what is typed cannot be used. */
    public static final String SHOT_FIELD = "shot-field";

    public static final String TIMELINE_BAR = "timeline-bar";
    public static final String ALGORITHM_BAR = "algorithm-bar";
    public static final String RULES_CHOICE = "rules-choice";
    public static final String OVERLAY_PANEL = "overlay-panel";
    public static final String OVERLAY_ROW = "overlay-row";
    public static final String LEGEND_SWATCH = "legend-swatch";
    public static final String TRANSPORT_BAR = "transport-bar";
    public static final String TRANSPORT_GROUP = "transport-group";
    /** Parts of the transport bar dropped while presenting; their tooltips say what they said. */
    public static final String TRANSPORT_OPTIONAL = "transport-optional";

    public static final String FRAME_LABEL = "frame-label";
    public static final String TIME_LABEL = "time-label";

    // ---- Compare ----

    public static final String COMPARE_VIEW = "compare-view";
    public static final String COMPARE_GRID = "compare-grid";
    public static final String COMPARE_PANEL = "compare-panel";
    public static final String COMPARE_TIMELINE = "compare-timeline";
    public static final String LANES_TITLE = "lanes-title";
    public static final String OVERLAY_COURT = "overlay-court";
    public static final String OVERLAY_LEGEND = "overlay-legend";
    public static final String RUN_BADGE = "run-badge";
    public static final String RUN_TITLE_ROW = "run-title-row";
    public static final String RUN_TITLE = "run-title";
    public static final String RUN_NAME = "run-name";
    /** With {@link #ALERT}. */
    public static final String RUN_COUNTS = "run-counts";
    /** With {@link #PAST}. */
    public static final String RUN_DIVERGENCE = "run-divergence";

    // ---- Speed sweep ----

    public static final String SWEEP_VIEW = "sweep-view";
    public static final String SWEEP_SIDE = "sweep-side";
    public static final String SWEEP_ABOUT = "sweep-about";
    public static final String SWEEP_BUSY = "sweep-busy";
    /** Its text fields take {@link #ERROR}. */
    public static final String SWEEP_FORM = "sweep-form";

    public static final String SWEEP_ANSWER = "sweep-answer";
    public static final String SWEEP_QUESTION = "sweep-question";
    public static final String SWEEP_HEADING = "sweep-heading";
    public static final String SWEEP_CHART = "sweep-chart";
    /** The sweep chart's theory curve (each algorithm's series carries its own colour key instead). */
    public static final String SWEEP_THEORY = "sweep-theory-series";

    public static final String SWEEP_MARK = "sweep-mark";
    public static final String SWEEP_MARK_LABEL = "sweep-mark-label";
    public static final String SWEEP_TABLE = "sweep-table";
    /** The theory's dashed curve beside the answer's "theory", as on the chart. */
    public static final String SWEEP_THEORY_LINE = "sweep-theory-line";
    /** Presenting: the chart over the answer. */
    public static final String SWEEP_PRESENTED = "sweep-presented";

    // ---- Lessons ----

    public static final String LESSON_PANEL = "lesson-panel";
    /** Its rows take {@link #HEADING} and {@link #ERROR}. */
    public static final String LESSON_LIST_VIEW = "lesson-list-view";

    public static final String LESSON_SOURCE = "lesson-source";
    public static final String LESSON_TEXT_BOX = "lesson-text-box";
    public static final String LESSON_SCROLL = "lesson-scroll";
    public static final String LESSON_NAV = "lesson-nav";
    public static final String LESSON_PICKER = "lesson-picker";
    public static final String LESSON_H1 = "lesson-h1";
    public static final String LESSON_H2 = "lesson-h2";
    public static final String LESSON_H3 = "lesson-h3";
    public static final String LESSON_PARAGRAPH = "lesson-paragraph";
    public static final String LESSON_LIST = "lesson-list";
    public static final String LESSON_LIST_ITEM = "lesson-list-item";
    public static final String LESSON_BULLET = "lesson-bullet";
    public static final String LESSON_CODE = "lesson-code";
    public static final String LESSON_QUOTE = "lesson-quote";
    public static final String LESSON_TEXT = "lesson-text";
    /** A placeholder's live value in the text. */
    public static final String LESSON_LIVE = "lesson-live";

    public static final String LESSON_INLINE_CODE = "lesson-inline-code";
    public static final String LESSON_EMPHASIS = "lesson-emphasis";
    public static final String LESSON_STRONG = "lesson-strong";
    public static final String LESSON_ACTION = "lesson-action";
    public static final String LESSON_TABLE = "lesson-table";
    public static final String LESSON_TABLE_HEADER = "lesson-table-header";
    public static final String LESSON_TABLE_CELL = "lesson-table-cell";
    /** The class vote's window (bouncelab/ui/vote/class-vote.css): its root, its parts, a choice's bar. */
    public static final String CLASS_VOTE = "class-vote";

    public static final String CLASS_VOTE_HOLDER = "class-vote-holder";

    public static final String CLASS_VOTE_TITLE = "class-vote-title";
    public static final String CLASS_VOTE_ASK = "class-vote-ask";
    public static final String CLASS_VOTE_ROOM = "class-vote-room";
    public static final String CLASS_VOTE_URL = "class-vote-url";
    public static final String CLASS_VOTE_HINT = "class-vote-hint";
    public static final String CLASS_VOTE_COUNT = "class-vote-count";
    public static final String CLASS_VOTE_PROBLEM = "class-vote-problem";
    public static final String CLASS_VOTE_CHOICE = "class-vote-choice";
    public static final String CLASS_VOTE_BAR = "class-vote-bar";
    /** With CLASS_VOTE_BAR: the right answer's bar. */
    public static final String CLASS_VOTE_RIGHT = "right";

    public static final String CLASS_VOTE_BAR_COUNT = "class-vote-bar-count";
    /** With {@link #NOW}. */
    public static final String LESSON_QUESTION = "lesson-question";

    public static final String LESSON_QUESTION_TITLE = "lesson-question-title";
    public static final String LESSON_CHOICES = "lesson-choices";
    public static final String LESSON_REVEAL = "lesson-reveal";
    public static final String LESSON_ANSWER = "lesson-answer";
    public static final String LESSON_VERDICT = "lesson-verdict";
    public static final String LESSON_HINT = "lesson-hint";
    /** Over a lesson shown in English for want of a translation into the language chosen: says so. */
    public static final String LESSON_UNTRANSLATED = "lesson-untranslated";
    /** A refused lesson's problems, each in full, where its text would be. */
    public static final String LESSON_ERROR_MESSAGE = "lesson-error-message";

    /** A heading's style class: {@link #LESSON_H1} to {@link #LESSON_H3} (deeper ones look like the third). */
    public static String lessonHeading(int level) {
        return level <= 1 ? LESSON_H1 : level == 2 ? LESSON_H2 : LESSON_H3;
    }

    // ---- Classroom ----

    public static final String GAME_VIEW = "game-view";
    public static final String GAME_BAR = "game-bar";
    public static final String GAME_SCORE = "game-score";
    public static final String GAME_BIG_SCORE = "game-big-score";
    public static final String GAME_HINT = "game-hint";
    public static final String GAME_SPEED = "game-speed";
    public static final String GAME_SPEED_VALUE = "game-speed-value";
    public static final String POINTER_LAYER = "pointer-layer";
    public static final String POINTER_HIGHLIGHT = "pointer-highlight";
    /** The line over the view while presenting: what is shown, a compact legend, how to go back (Esc). */
    public static final String PRESENTATION_BAR = "presentation-bar";

    public static final String PRESENTATION_TITLE = "presentation-title";
    public static final String PRESENTATION_LEGEND = "presentation-legend";
    public static final String PRESENTATION_ESC = "presentation-esc";
    public static final String PRESENTATION_NOTICE = "presentation-notice";

    // ---- Your test (the student's hitPaddle) ----
    public static final String YOURS_VIEW = "yours-view";
    public static final String YOURS_TASK = "yours-task";
    public static final String YOURS_EDITOR = "yours-editor";
    public static final String YOURS_PROBLEMS = "yours-problems";
    public static final String YOURS_PROBLEM = "yours-problem";
    public static final String YOURS_STATUS = "yours-status";
    public static final String YOURS_CARD = "yours-card";
    public static final String YOURS_CARD_TITLE = "yours-card-title";
    public static final String YOURS_EXAMPLE = "yours-example";
    public static final String YOURS_PASS = "yours-pass";
    public static final String YOURS_FAIL = "yours-fail";
    public static final String YOURS_CASE = "yours-case";
    /** The editor's highlighting: Java's keywords, numbers, text, comments; and a line javac complained about. */
    public static final String CODE_KEYWORD = "code-keyword";

    public static final String CODE_NUMBER = "code-number";
    public static final String CODE_STRING = "code-string";
    public static final String CODE_COMMENT = "code-comment";
    public static final String CODE_CALL = "code-call";
    public static final String CODE_ERROR_LINE = "code-error-line";

    // ---- Type size ----

    private static final String FONT_SIZE_PREFIX = "font-";

    /**
     * The root's style class for a type size in px, e.g. {@code font-18}: a variant, not a state, as AtlantaFX's
     * sizes are; one is on the root at a time, and every panel's em sizes follow it.
     */
    public static String fontSize(int px) {
        return FONT_SIZE_PREFIX + px;
    }

    public static boolean isFontSize(String styleClass) {
        return styleClass.startsWith(FONT_SIZE_PREFIX);
    }

    /**
     * A dialog dressed as the window it belongs to: that window's stylesheets (the app's own fonts and the theme;
     * the dialog pane is its scene's root, so the sheets' .root rules reach it) and its type size. Without them a
     * dialog is in JavaFX's default font, the machine's own.
     */
    public static void likeItsWindow(Dialog<?> dialog, @Nullable Window owner) {
        if (owner == null || owner.getScene() == null) {
            return;
        }
        DialogPane pane = dialog.getDialogPane();
        pane.getStylesheets().setAll(owner.getScene().getStylesheets());
        pane.getStyleClass().removeIf(Styles::isFontSize);
        owner.getScene().getRoot().getStyleClass().stream()
                .filter(Styles::isFontSize)
                .forEach(pane.getStyleClass()::add);
    }
}
