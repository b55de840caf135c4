import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The yardstick for bench/first-window.sh: a bare JavaFX window with one label, started the way the app's jar
 * starts (a plain main that calls Application.launch, JavaFX on the class path), at the app's preferred size.
 * Not part of the app.
 */
public final class BareWindow {
    private BareWindow() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            stage.setTitle("Bare window");
            stage.setScene(new Scene(new StackPane(new Label("A bare JavaFX window")), 1280, 800));
            stage.show();
        }
    }
}
