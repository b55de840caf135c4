package bouncelab.ui.yours;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.student.Probe;
import bouncelab.student.StudentProblem;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.ToolBarRefit;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.tab.WindowTab;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.jspecify.annotations.Nullable;

/**
 * The Your test tab: the editor (Java highlighted, lines numbered) with Compile (Ctrl+Enter) above it and the
 * compile problems under it, each at the student's line, which is tinted in the editor; the report card beside.
 */
public final class YoursView extends BorderPane implements WindowTab {
    /** The tab's id, the same in every language. */
    public static final String ID = "your-test";

    private final YoursModel model;
    private final PlaybackModel stepping;
    private final Runnable showStep;
    private final CodeArea editor = new CodeArea();
    /** Esc was the last key in the editor: the next Tab leaves it. */
    private boolean leaving;

    private final ListView<StudentProblem> problems = new ListView<>();
    private final ReportCardPane card;
    private boolean syncing;

    /**
     * An editor made as this view makes its own, and dropped: its classes (the editor's library, its document and
     * its line numbers) are then loaded and set up, and the first opening of the tab does not wait for that on the FX
     * thread (ClassesAhead). Any thread: the editor is never shown.
     */
    public static void makeAnEditorAhead() {
        CodeArea ahead = new CodeArea();
        ahead.setParagraphGraphicFactory(LineNumberFactory.get(ahead));
        ahead.setWrapText(true);
        ahead.replaceText("boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false; // ahead\n}\n");
        ahead.setStyleSpans(0, JavaHighlighter.spans(ahead.getText()));
        new VirtualizedScrollPane<>(ahead);
    }

    /**
     * @param stepping the stepping view's model: a case clicked on the card becomes its shot, run by yours
     * @param showStep brings the Step tab to the front
     */
    public YoursView(YoursModel model, PlaybackModel stepping, Palette palette, Runnable showStep) {
        this.model = model;
        this.stepping = stepping;
        this.showStep = showStep;
        getStyleClass().add(Styles.YOURS_VIEW);
        setId("yours-view");

        editor.setId("yours-editor");
        editor.setAccessibleRole(AccessibleRole.TEXT_AREA);
        editor.setAccessibleText(UiWords.window("yours.editor.name"));
        editor.getStyleClass().add(Styles.YOURS_EDITOR);
        editor.setParagraphGraphicFactory(LineNumberFactory.get(editor));
        editor.setWrapText(true); // a long line wraps under its number, rather than scrolling its number away
        editor.textProperty().addListener((o, was, now) -> {
            editor.setStyleSpans(0, JavaHighlighter.spans(now));
            if (!syncing) {
                syncing = true;
                model.sourceProperty().set(now);
                syncing = false;
            }
        });
        editor.replaceText(model.source());
        model.sourceProperty().addListener((o, was, now) -> {
            if (!syncing && !now.equals(editor.getText())) { // a shot reopened with its test
                if (showing) {
                    takeSource();
                } else {
                    // the tab is hidden (made ahead, or another tab in front): the editor takes the text when the
                    // tab is shown, so opening a shot with a test does not wait for its colouring
                    sourceWaiting = true;
                }
            }
        });
        Button compile = new Button(UiWords.window("yours.compile"));
        editor.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                model.compile();
                e.consume();
            } else if (e.getCode() == KeyCode.TAB && leaving) {
                // Esc, then Tab: out of the editor to Compile; Tab alone is a tab in the code, and had been the only
                // key there was, so the keyboard could not leave the editor
                leaving = false;
                compile.requestFocus();
                e.consume();
            } else {
                leaving = e.getCode() == KeyCode.ESCAPE;
            }
        });

        compile.setId("yours-compile");
        compile.setTooltip(new Tooltip(UiWords.window("yours.compile.tip")));
        compile.setOnAction(e -> model.compile());
        compile.disableProperty().bind(model.busyProperty());
        Label status = new Label();
        status.setId("yours-status");
        status.getStyleClass().add(Styles.YOURS_STATUS);
        status.textProperty().bind(model.statusProperty());
        status.setMaxWidth(Double.MAX_VALUE);
        status.setWrapText(true);
        Label how = new Label(UiWords.window("yours.how"));
        how.getStyleClass().add(Styles.TOOLBAR_HINT);
        ToolBar bar = new ToolBar(compile, how);
        ToolBarRefit.onFontChange(bar, compile);
        setTop(new VBox(bar, status));

        problems.setId("yours-problems");
        problems.setAccessibleText(UiWords.window("yours.problems.name"));
        problems.getStyleClass().add(Styles.YOURS_PROBLEMS);
        problems.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(StudentProblem p, boolean empty) {
                super.updateItem(p, empty);
                getStyleClass().remove(Styles.YOURS_PROBLEM);
                setText(empty || p == null ? null : p.oneLine(UiWords.words()));
                setWrapText(true);
                if (!empty && p != null) {
                    getStyleClass().add(Styles.YOURS_PROBLEM);
                }
            }
        });
        problems.setOnMouseClicked(e -> {
            StudentProblem p = problems.getSelectionModel().getSelectedItem();
            if (p != null) {
                goToLine(p.line());
            }
        });
        Label none = new Label(UiWords.window("yours.problems.placeholder"));
        none.setWrapText(true); // a longer language's sentence wraps in the short list, never ends in "…"
        problems.setPlaceholder(none);
        model.problemsProperty().addListener((o, was, now) -> showProblems(now));

        VirtualizedScrollPane<CodeArea> scroll = new VirtualizedScrollPane<>(editor);
        VBox left = new VBox(scroll, problems);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        card = new ReportCardPane(palette, this::openCase);
        model.cardProperty().addListener((o, was, now) -> card.show(now));
        model.editedProperty().addListener((o, was, now) -> card.pseudoClassStateChanged(Styles.STALE, now));
        // the tab is made when first shown: a test restored at start may have compiled and been graded before
        card.show(model.card());
        card.pseudoClassStateChanged(Styles.STALE, model.edited());
        if (!model.problems().isEmpty()) {
            showProblems(model.problems());
        }
        ScrollPane cardScroll = new ScrollPane(card);
        cardScroll.setFitToWidth(true);
        SplitPane split = new SplitPane(left, cardScroll);
        split.setDividerPositions(0.55);
        setCenter(split);
        // an assignment's task goes beside the editor, for as long as the assignment is open
        TaskPane task = new TaskPane(model);
        placeTask(split, task, model.assignmentProperty().get() != null);
        model.assignmentProperty().addListener((o, was, now) -> placeTask(split, task, now != null));
    }

    private static void placeTask(SplitPane split, TaskPane task, boolean shown) {
        if (shown && !split.getItems().contains(task)) {
            split.getItems().add(0, task);
            split.setDividerPositions(0.3, 0.68);
        } else if (!shown && split.getItems().remove(task)) {
            split.setDividerPositions(0.55);
        }
    }

    /** The assignment's task beside the editor, while one is open; null otherwise (for tests). */
    public @Nullable VBox taskPane() {
        return getCenter() instanceof SplitPane s && s.getItems().get(0) instanceof TaskPane t ? t : null;
    }

    /** Whether the tab is in front now. */
    private boolean showing;

    /** The model's source changed while the tab was hidden, and the editor has not taken it yet. */
    private boolean sourceWaiting;

    /** The model's source into the editor, now. */
    private void takeSource() {
        sourceWaiting = false;
        if (!model.source().equals(editor.getText())) {
            syncing = true;
            editor.replaceText(model.source());
            syncing = false;
        }
    }

    private void showProblems(List<StudentProblem> now) {
        if (sourceWaiting) { // the problems' lines are the model's source's
            takeSource();
        }
        problems.getItems().setAll(now);
        for (int i = 0; i < editor.getParagraphs().size(); i++) {
            if (!editor.getParagraph(i).getParagraphStyle().isEmpty()) {
                editor.setParagraphStyle(i, List.of());
            }
        }
        for (StudentProblem p : now) {
            if (p.line() >= 1 && p.line() <= editor.getParagraphs().size()) {
                editor.setParagraphStyle(p.line() - 1, List.of(Styles.CODE_ERROR_LINE));
            }
        }
        if (!now.isEmpty()) {
            goToLine(now.get(0).line());
        }
    }

    private void goToLine(int line) {
        if (line >= 1 && line <= editor.getParagraphs().size()) {
            editor.moveTo(line - 1, 0);
            editor.requestFollowCaret();
            editor.requestFocus();
        }
    }

    /** The lines the editor marks as having a problem (1 = first line); for tests. */
    public List<Integer> markedLines() {
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < editor.getParagraphs().size(); i++) {
            if (editor.getParagraph(i).getParagraphStyle().contains(Styles.CODE_ERROR_LINE)) {
                lines.add(i + 1);
            }
        }
        return lines;
    }

    /** The editor, holding the model's source (taken now if it changed while the tab was hidden). */
    public CodeArea editor() {
        if (sourceWaiting) {
            takeSource();
        }
        return editor;
    }

    public YoursModel model() {
        return model;
    }

    /** A case from the card on the Step tab: that ball still, over that paddle, asked of yours at frame 1. */
    public void openCase(Probe p) {
        stepping.edit(caseShot(stepping.scenario(), p));
        if (model.algorithms().has(AlgorithmId.YOURS)) {
            stepping.setAlgorithm(AlgorithmId.YOURS);
        }
        showStep.run();
        stepping.jumpTo(1);
    }

    /** The shot of a case: the court and timing of {@code around}, the ball at rest on the case, one paddle. */
    static Scenario caseShot(Scenario around, Probe p) {
        Ball ball = new Ball(p.centre().x(), p.centre().y(), p.diameter() / 2, 0, 0, 0);
        return new Scenario(
                around.court(),
                around.dt(),
                ball,
                List.of(new Paddle("paddle", p.paddle())),
                List.of(),
                null,
                around.rules(),
                AlgorithmId.YOURS.standIn());
    }

    @Override
    public String title() {
        return UiWords.window("tab.yours");
    }

    @Override
    public String id() {
        return ID;
    }

    /** A picture of the tab shows the card: the test ({@code yours}, or the one in the editor) compiled and graded here. */
    @Override
    public void preparePicture(@Nullable String yours) {
        if (yours != null) {
            model.sourceProperty().set(yours);
        }
        model.compileNow();
    }

    @Override
    public Node content() {
        return this;
    }

    @Override
    public String hint() {
        return UiWords.window("status.yoursKeys");
    }

    @Override
    public String about() {
        return UiWords.help("yours.about");
    }

    /** Shown: the editor takes the keys, so typing and Ctrl+Enter work at once (the tab header had them). */
    @Override
    public void shown(PlaybackModel stepping) {
        showing = true;
        if (sourceWaiting) {
            takeSource();
        }
        Platform.runLater(editor::requestFocus);
    }

    @Override
    public void hidden(PlaybackModel stepping) {
        showing = false;
    }

    /** Keys typed here are code; Ctrl+Enter is the editor's own. */
    @Override
    public boolean handleKey(KeyEvent e) {
        return false;
    }

    /** Run as the window closes: the student's text is kept at once rather than after the usual wait. */
    public void onStop(Runnable r) {
        onStop = r;
    }

    private Runnable onStop = () -> {};

    @Override
    public void stop() {
        onStop.run();
    }

    @Override
    public void paletteChanged(Palette palette) {
        card.setPalette(palette);
    }
}
