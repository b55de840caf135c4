package bouncelab.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The window. */
public class BounceLabApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setScene(new Scene(new Label("Bounce Lab"), 800, 600));
        stage.setTitle("Bounce Lab");
        stage.show();
    }
}
