package bouncelab.ui.common;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * Where to save (or what to open), asked inside the app: a path to type, a format to pick, and Browse… for the
 * system's own chooser. The system's chooser (GTK's) came up 1096 × 822 on a bare 1024 × 768 or 1280 × 720
 * classroom screen with no window manager, its name field and its Save button off the screen; this dialog is as
 * small as its fields and opens over the window, so a teacher can always finish an export.
 *
 * <p>The checks on what was typed are in {@link #problem} (a folder, a device, a folder that is not there) and
 * {@link #replaces} (a file that is there is replaced only once the user says so), so tests read them without a
 * window.
 */
public final class PathDialog {
    /** One format the file may be written in: its words and its file ending (".pdf"). */
    public record Format(String words, String ending) {}

    /** What the user chose: the path and the index of its format. */
    public record Choice(Path path, int format) {}

    /** What the path is for: a file to write, a folder to write into, or a file to read. */
    public enum Purpose {
        SAVE_FILE,
        SAVE_FOLDER,
        OPEN_FILE,
        OPEN_FOLDER
    }

    private PathDialog() {}

    /**
     * Asks for a path; empty when cancelled. {@code start} is the path shown at first (a folder and a suggested
     * name); {@code formats} has at least one entry (ignored for a folder).
     */
    public static Optional<Choice> ask(
            @Nullable Window owner, String title, Purpose purpose, Path start, List<Format> formats) {
        TextField field = new TextField(start.toString());
        field.setId("path-field");
        field.setPrefColumnCount(36);
        ChoiceBox<String> format = new ChoiceBox<>();
        formats.forEach(f -> format.getItems().add(f.words()));
        format.getSelectionModel().select(0);
        format.setId("path-format");
        // picking another format changes the name's ending with it ("…-worksheet.pdf" → "…-worksheet.html")
        format.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            String from = formats.get(Math.max(0, was.intValue())).ending();
            String to = formats.get(Math.max(0, now.intValue())).ending();
            String text = field.getText();
            if (!from.isEmpty() && text.toLowerCase(Locale.ROOT).endsWith(from)) {
                field.setText(text.substring(0, text.length() - from.length()) + to);
            }
        });
        Label problem = new Label();
        problem.setId("path-problem");
        problem.getStyleClass().add(Styles.ERROR_MESSAGE);
        problem.setWrapText(true);
        problem.setMaxWidth(520);
        Button browse = new Button(UiWords.messages("path.browse"));
        browse.setOnAction(e -> browse(
                        owner,
                        title,
                        purpose,
                        field,
                        formats,
                        format.getSelectionModel().getSelectedIndex())
                .ifPresent(p -> field.setText(p.toString())));

        GridPane grid = new GridPane();
        grid.getStyleClass().add(Styles.EXPORT_FORM);
        // the title inside, too: on a screen with no window manager a dialog has no title bar
        Label heading = new Label(title);
        heading.getStyleClass().add(Styles.PANEL_TITLE);
        grid.add(heading, 0, 0, 3, 1);
        grid.addRow(1, new Label(UiWords.messages(folder(purpose) ? "path.folder" : "path.file")), field, browse);
        GridPane.setHgrow(field, Priority.ALWAYS);
        if (!folder(purpose) && formats.size() > 1) {
            grid.addRow(2, new Label(UiWords.messages("path.as")), format);
        }
        grid.add(problem, 0, 3, 3, 1);

        Dialog<Choice> dialog = new Dialog<>();
        dialog.initOwner(owner);
        Styles.likeItsWindow(dialog, owner);
        dialog.setTitle(title);
        dialog.getDialogPane().setContent(grid);
        ButtonType ok = new ButtonType(
                UiWords.messages(
                        purpose == Purpose.OPEN_FILE || purpose == Purpose.OPEN_FOLDER ? "path.open" : "path.save"),
                ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(ok, DialogButtons.cancel());
        // a path that cannot be used keeps the dialog open with one line saying why
        dialog.getDialogPane().lookupButton(ok).addEventFilter(ActionEvent.ACTION, e -> {
            Format chosen = formats.get(Math.max(0, format.getSelectionModel().getSelectedIndex()));
            String why = problem(purpose, field.getText(), chosen);
            if (why != null) {
                problem.setText(why);
                e.consume();
                return;
            }
            // a file that is there is replaced only when the user says so
            String question = replaces(purpose, field.getText(), chosen);
            if (question != null
                    && !askToReplace(dialog.getDialogPane().getScene().getWindow(), question)) {
                problem.setText(UiWords.messages("path.notReplaced"));
                e.consume();
            }
        });
        dialog.setResultConverter(b -> b == ok
                ? new Choice(
                        withEnding(
                                purpose,
                                field.getText(),
                                formats.get(
                                        Math.max(0, format.getSelectionModel().getSelectedIndex()))),
                        Math.max(0, format.getSelectionModel().getSelectedIndex()))
                : null);
        dialog.setOnShown(e -> {
            field.requestFocus();
            int dot = field.getText().lastIndexOf('.');
            int slash = field.getText().lastIndexOf(File.separatorChar);
            field.selectRange(slash + 1, dot > slash ? dot : field.getText().length()); // the name, ready to retype
        });
        return dialog.showAndWait();
    }

    /** Why the typed path cannot be used, or null when it can. */
    public static @Nullable String problem(Purpose purpose, String typed, Format format) {
        if (typed == null || typed.isBlank()) {
            return UiWords.messages(
                    "path.typeWhere", Path.of(System.getProperty("user.home"), "worksheet" + format.ending()));
        }
        Path p;
        try {
            Path asTyped = Path.of(typed.strip()).toAbsolutePath().normalize();
            if (purpose == Purpose.SAVE_FILE && Files.isDirectory(asTyped)) {
                return UiWords.messages("path.isFolder", asTyped);
            }
            // /dev/full typed as it is: never quietly made /dev/full.csv beside it
            if (purpose != Purpose.SAVE_FOLDER && purpose != Purpose.OPEN_FOLDER && notOrdinary(asTyped)) {
                return UiWords.messages("path.notOrdinary", asTyped);
            }
            p = withEnding(purpose, typed, format);
        } catch (RuntimeException e) {
            return UiWords.messages("path.unusable", typed.strip());
        }
        if (notOrdinary(p)) {
            return UiWords.messages("path.notOrdinary", p);
        }
        return switch (purpose) {
            case OPEN_FILE -> Files.isRegularFile(p) ? null : UiWords.messages("path.noFile", p);
            case SAVE_FOLDER -> Files.isDirectory(p) ? null : UiWords.messages("path.noFolderToSave", p);
            case OPEN_FOLDER -> Files.isDirectory(p) ? null : UiWords.messages("path.noFolder", p);
            case SAVE_FILE ->
                Files.isDirectory(p)
                        ? UiWords.messages("path.isFolder", p)
                        : p.getParent() == null || !Files.isDirectory(p.getParent())
                                ? UiWords.messages("path.noParent", String.valueOf(p.getParent()))
                                : null;
        };
    }

    /** There, and neither an ordinary file nor a folder: a device such as /dev/full, a pipe, a socket. */
    private static boolean notOrdinary(Path p) {
        return Files.exists(p) && !Files.isRegularFile(p) && !Files.isDirectory(p);
    }

    /**
     * The question to ask before writing what was typed, when it would replace a file that is there ("… already
     * exists. Replace it?"); null when nothing would be replaced. Asked once {@link #problem} has none.
     */
    public static @Nullable String replaces(Purpose purpose, String typed, Format format) {
        if (purpose != Purpose.SAVE_FILE) {
            return null;
        }
        Path p = withEnding(purpose, typed, format);
        return Files.isRegularFile(p)
                ? UiWords.messages(
                        "path.replace.question", String.valueOf(p.getFileName()), String.valueOf(p.getParent()))
                : null;
    }

    public static boolean askToReplace(Window owner, String question) {
        ButtonType replace = new ButtonType(UiWords.messages("path.replace"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = DialogButtons.cancel();
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, question, replace, cancel);
        alert.initOwner(owner);
        Styles.likeItsWindow(alert, owner); // the app's font, theme and type size, as the dialog it comes from
        alert.setTitle(UiWords.messages("path.replace.title"));
        alert.setHeaderText(null);
        // Cancel is the default: Enter twice must not replace a file by accident
        ((Button) alert.getDialogPane().lookupButton(replace)).setDefaultButton(false);
        ((Button) alert.getDialogPane().lookupButton(cancel)).setDefaultButton(true);
        return alert.showAndWait().filter(replace::equals).isPresent();
    }

    /** The typed path, with the format's ending added when a file to write has none of its own. */
    public static Path withEnding(Purpose purpose, String typed, Format format) {
        Path p = Path.of(typed.strip()).toAbsolutePath().normalize();
        if (purpose != Purpose.SAVE_FILE || format.ending().isEmpty()) {
            return p;
        }
        String name = p.getFileName() == null ? "" : p.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(format.ending()) || (format.ending().equals(".html") && name.endsWith(".htm"))
                ? p
                : p.resolveSibling(p.getFileName() + format.ending());
    }

    /** The system's own chooser, for a desktop whose window manager keeps it on the screen. */
    private static Optional<Path> browse(
            @Nullable Window owner, String title, Purpose purpose, TextField field, List<Format> formats, int format) {
        Path now = Path.of(
                field.getText().isBlank()
                        ? System.getProperty("user.home")
                        : field.getText().strip());
        File folder = Files.isDirectory(now)
                ? now.toFile()
                : now.getParent() != null && Files.isDirectory(now.getParent())
                        ? now.getParent().toFile()
                        : null;
        File chosen;
        if (folder(purpose)) {
            DirectoryChooser d = new DirectoryChooser();
            d.setTitle(title);
            d.setInitialDirectory(folder);
            chosen = d.showDialog(owner);
        } else {
            FileChooser c = new FileChooser();
            c.setTitle(title);
            c.setInitialDirectory(folder);
            if (!Files.isDirectory(now) && now.getFileName() != null) {
                c.setInitialFileName(now.getFileName().toString());
            }
            Format f = formats.get(Math.max(0, format));
            if (!f.ending().isEmpty()) {
                c.getExtensionFilters().add(new FileChooser.ExtensionFilter(f.words(), "*" + f.ending()));
            }
            chosen = purpose == Purpose.OPEN_FILE ? c.showOpenDialog(owner) : c.showSaveDialog(owner);
        }
        return Optional.ofNullable(chosen).map(File::toPath);
    }

    private static boolean folder(Purpose purpose) {
        return purpose == Purpose.SAVE_FOLDER || purpose == Purpose.OPEN_FOLDER;
    }
}
