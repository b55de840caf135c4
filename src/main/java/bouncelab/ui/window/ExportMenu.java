package bouncelab.ui.window;

import bouncelab.lessons.worksheet.Paper;
import bouncelab.ui.common.DialogButtons;
import bouncelab.ui.common.JobSteps;
import bouncelab.ui.common.PathDialog;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.export.WorksheetFiles;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Transport;
import bouncelab.ui.tab.FieldKeys;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.jspecify.annotations.Nullable;

import static bouncelab.ui.window.MenuItems.item;

/** File → Export: asks where (and which frames), then lets {@link FrameExports} write and the status line tell. */
final class ExportMenu {
    private final MainWindow window;
    private final @Nullable Window owner;
    private @Nullable File lastDir;

    /** The folder a chosen file is in (a dialog's choice is an absolute path: it has one). */
    private static File folderOf(Path p) {
        return Objects.requireNonNull(p.getParent(), "a chosen file is in a folder")
                .toFile();
    }

    ExportMenu(MainWindow window, @Nullable Window owner) {
        this.window = window;
        this.owner = owner;
    }

    Menu menu() {
        Menu export = new Menu(UiWords.menus("export"));
        export.getItems()
                .addAll(
                        item(UiWords.menus("export.frame"), "Shortcut+E", this::frame),
                        item(UiWords.menus("export.frames"), "Shortcut+Shift+E", this::frames),
                        item(UiWords.menus("export.csv"), null, this::csv),
                        item(UiWords.menus("export.worksheet"), null, this::worksheet));
        return export;
    }

    private void frame() {
        boolean stepping = window.shownTab() == window.step();
        PlaybackModel m = window.model();
        String name = stepping
                ? String.format(Locale.ROOT, "frame-%03d.png", m.frame())
                : window.shownTab().id() + ".png"; // the view's id: the same file name in every language
        save(UiWords.messages("export.frame.title"), name, UiWords.messages("export.png"), "*.png")
                .ifPresent(p -> run(
                        steps -> window.exports().frame(p, steps),
                        stepping
                                ? UiWords.messages("export.frame.written", String.valueOf(m.frame()), String.valueOf(p))
                                : UiWords.messages("export.view.written", String.valueOf(p))));
    }

    private void frames() {
        Transport m = window.shownTab().transport().orElse(null);
        if (m == null) {
            window.showError(UiWords.messages("export.noFrames"));
            return;
        }
        Optional<FramesChoice> choice = askFrames(m);
        if (choice.isEmpty()) {
            return;
        }
        FramesChoice c = choice.get();
        String from = String.valueOf(c.from()), to = String.valueOf(c.to());
        if (c.gif()) {
            save(
                            UiWords.messages("export.gif.title"),
                            String.format(Locale.ROOT, "frames-%03d-%03d.gif", c.from(), c.to()),
                            UiWords.messages("export.gif"),
                            "*.gif")
                    .ifPresent(p -> run(
                            steps -> window.exports().gif(p, c.from(), c.to(), c.seconds(), steps),
                            UiWords.messages("export.frames.written", from, to, String.valueOf(p))));
        } else {
            File dir = PathDialog.ask(
                            owner,
                            UiWords.messages("export.folder.title"),
                            PathDialog.Purpose.SAVE_FOLDER,
                            folder().toPath(),
                            List.of(new PathDialog.Format(UiWords.messages("export.folder"), "")))
                    .map(ch -> ch.path().toFile())
                    .orElse(null);
            if (dir != null) {
                lastDir = dir;
                run(
                        steps -> window.exports().frames(dir.toPath(), "frame", c.from(), c.to(), steps),
                        UiWords.messages("export.pngs.written", from, to, String.valueOf(dir)));
            }
        }
    }

    private void csv() {
        save(
                        UiWords.messages("export.csv.title"),
                        window.model().algorithm().fileName() + "-log.csv",
                        UiWords.messages("export.csv"),
                        "*.csv")
                .ifPresent(p -> run(
                        steps -> window.exports().csv(p, steps),
                        UiWords.messages(
                                "export.csv.written",
                                String.valueOf(window.model().timeline().frames()),
                                String.valueOf(p))));
    }

    private void worksheet() {
        if (window.lessons().current() == null) {
            window.showError(UiWords.messages("export.worksheet.noLesson"));
            return;
        }
        List<PathDialog.Format> formats = List.of(
                new PathDialog.Format(UiWords.messages("export.worksheet.a4"), ".pdf"),
                new PathDialog.Format(UiWords.messages("export.worksheet.letter"), ".pdf"),
                new PathDialog.Format(UiWords.messages("export.worksheet.web"), ".html"));
        Optional<PathDialog.Choice> chosen = PathDialog.ask(
                owner,
                UiWords.messages("export.worksheet.title"),
                PathDialog.Purpose.SAVE_FILE,
                folder().toPath().resolve(window.lessons().current().id() + "-worksheet.pdf"),
                formats);
        if (chosen.isEmpty()) {
            return;
        }
        Path p = chosen.get().path();
        lastDir = folderOf(p);
        Paper paper = chosen.get().format() == 1 ? Paper.LETTER : Paper.A4;
        Path to = p;
        boolean pdf = WorksheetFiles.isPdf(to);
        run(
                steps -> window.exports().worksheet(to, paper, steps),
                pdf
                        ? UiWords.messages(
                                "export.worksheet.pdf.written",
                                String.valueOf(to),
                                paper == Paper.LETTER ? "US Letter" : "A4")
                        : UiWords.messages("export.worksheet.web.written", String.valueOf(to)));
    }

    private record FramesChoice(int from, int to, boolean gif, double seconds) {}

    /**
     * From, to, and PNGs or GIF (each frame shown for how long); by default the 30 frames up to the one shown: what
     * just happened, and a GIF at the playback speed but no faster than 0.1 s a frame.
     */
    private Optional<FramesChoice> askFrames(Transport m) {
        int last = m.lastFrame();
        int to = m.frame() == 0 ? Math.min(last, 30) : m.frame();
        Label problem = new Label();
        problem.getStyleClass().add(Styles.ERROR_MESSAGE);
        problem.setWrapText(true);
        Spinner<Integer> from = new Spinner<>(0, last, Math.max(0, to - 30));
        Spinner<Integer> until = new Spinner<>(0, last, to);
        Spinner<Double> seconds = new Spinner<>(0.02, 5, window.exports().defaultGifSeconds(), 0.05);
        refuseOutside(from, Integer::valueOf, 0, last, UiWords.messages("export.dialog.first"), problem);
        refuseOutside(until, Integer::valueOf, 0, last, UiWords.messages("export.dialog.last"), problem);
        refuseOutside(seconds, Double::valueOf, 0.02, 5.0, UiWords.messages("export.dialog.gifTime"), problem);
        ToggleGroup kind = new ToggleGroup();
        RadioButton pngs = new RadioButton(UiWords.messages("export.dialog.pngs"));
        RadioButton gif = new RadioButton(UiWords.messages("export.dialog.gif"));
        pngs.setToggleGroup(kind);
        gif.setToggleGroup(kind);
        pngs.setSelected(true);
        seconds.disableProperty().bind(gif.selectedProperty().not());
        FieldKeys.returnMovesOnSpinners(List.of(from, until, seconds));
        GridPane grid = new GridPane();
        grid.getStyleClass().add(Styles.EXPORT_FORM);
        grid.addRow(0, new Label(UiWords.messages("export.dialog.from")), from);
        grid.addRow(1, new Label(UiWords.messages("export.dialog.to")), until);
        grid.addRow(2, new Label(UiWords.messages("export.dialog.as")), pngs);
        grid.addRow(3, new Label(""), gif);
        grid.addRow(4, new Label(""), new HBox(6, seconds, new Label("s")));
        grid.add(problem, 0, 5, 2, 1);
        Dialog<FramesChoice> dialog = new Dialog<>();
        dialog.initOwner(owner);
        Styles.likeItsWindow(dialog, owner);
        dialog.setTitle(UiWords.messages("export.dialog.title"));
        dialog.getDialogPane().setContent(grid);
        ButtonType ok = DialogButtons.ok();
        dialog.getDialogPane().getButtonTypes().addAll(ok, DialogButtons.cancel());
        dialog.setResultConverter(b -> b == ok
                ? new FramesChoice(
                        Math.min(from.getValue(), until.getValue()),
                        Math.max(from.getValue(), until.getValue()),
                        gif.isSelected(),
                        seconds.getValue())
                : null);
        return dialog.showAndWait();
    }

    /**
     * An editable spinner that refuses a typed value outside {@code min} to {@code max} (or not a number) with a
     * message, keeping its value, instead of quietly clamping it.
     */
    static <T extends Comparable<T>> void refuseOutside(
            Spinner<T> spinner, Function<String, T> parse, T min, T max, String what, Label problem) {
        spinner.setEditable(true);
        var factory = spinner.getValueFactory();
        StringConverter<T> shown = factory.getConverter();
        factory.setConverter(new StringConverter<T>() {
            @Override
            public String toString(T value) {
                return shown.toString(value);
            }

            @Override
            public T fromString(String text) {
                T kept = factory.getValue();
                String typed = text == null ? "" : text.strip();
                try {
                    T v = parse.apply(typed);
                    if (v.compareTo(min) >= 0 && v.compareTo(max) <= 0) {
                        problem.setText("");
                        return v;
                    }
                    problem.setText(UiWords.messages(
                            "export.dialog.outside", what, shown.toString(min), shown.toString(max), typed));
                } catch (RuntimeException e) {
                    problem.setText(UiWords.messages("export.dialog.notNumber", what, typed));
                }
                Platform.runLater(() -> spinner.getEditor().setText(shown.toString(kept)));
                return kept;
            }
        });
    }

    private Optional<Path> save(String title, String name, String kind, String pattern) {
        Optional<Path> p = PathDialog.ask(
                        owner,
                        title,
                        PathDialog.Purpose.SAVE_FILE,
                        folder().toPath().resolve(name),
                        List.of(new PathDialog.Format(kind, pattern.replace("*", ""))))
                .map(PathDialog.Choice::path);
        p.ifPresent(f -> lastDir = folderOf(f));
        return p;
    }

    /** The folder of the last export, else the user's home. */
    private File folder() {
        return lastDir != null && lastDir.isDirectory() ? lastDir : new File(System.getProperty("user.home"));
    }

    @FunctionalInterface
    private interface Export {
        void write(JobSteps steps) throws IOException;
    }

    /**
     * Runs the export as the window's background job: its pictures are taken on the FX thread a frame at a time,
     * the rest (runs, encoding, the PDF, writing) off it, with progress and Cancel on the status line.
     */
    private void run(Export e, String done) {
        if (window.shownTab().computing()) {
            window.showError(UiWords.messages("export.stillComputing"));
            return;
        }
        window.jobRunner()
                .run(
                        UiWords.messages("export.exporting"),
                        steps -> {
                            e.write(steps);
                            return done;
                        },
                        UiWords.messages("export.failed"));
    }
}
