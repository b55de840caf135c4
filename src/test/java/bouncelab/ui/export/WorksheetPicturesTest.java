package bouncelab.ui.export;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.session.PlaybackModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A worksheet's pictures are worked out only up to each question's frame, and both pictures of a question are drawn
 * from one run: every picture of every shipped lesson's worksheet is, byte for byte, what the window's whole run of
 * the shot ({@link PlaybackModel#HORIZON} frames, one for each picture) draws.
 */
@ExtendWith(ApplicationExtension.class)
class WorksheetPicturesTest {

    @Test
    void everyPictureIsWhatTheWholeRunDraws(@TempDir Path dir) throws Exception {
        List<Lesson> lessons = LessonSource.find().load().lessons();
        assertTrue(lessons.size() >= 17, "lessons: " + lessons.size());
        List<String> differ = new ArrayList<>();
        int pictures = 0;
        for (Lesson lesson : lessons) {
            Path page = dir.resolve(lesson.id() + ".html");
            Worksheet sheet = onFx(() -> WorksheetFiles.write(lesson, page));
            for (WorksheetQuestion q : sheet.questions()) {
                var print = onFx(WorksheetFiles::printColours);
                for (var picture : Map.of(
                                q.image(),
                                WorksheetFiles.question(q, print),
                                q.answerImage(),
                                WorksheetFiles.answer(lesson, q, print))
                        .entrySet()) {
                    Path whole = dir.resolve("whole.png");
                    onFx(() -> {
                        PlaybackModel run = new PlaybackModel(q.frame().scenario()); // as the stepping window runs it
                        run.setAlgorithm(q.frame().algorithm());
                        assertEquals(PlaybackModel.HORIZON, run.timeline().frames());
                        CourtPicture.writePng(CourtPicture.draw(run, picture.getValue()), whole);
                        return null;
                    });
                    if (!Arrays.equals(Files.readAllBytes(whole), Files.readAllBytes(dir.resolve(picture.getKey())))) {
                        differ.add(picture.getKey());
                    }
                    pictures++;
                }
            }
        }
        assertTrue(pictures > 2 * lessons.size(), "pictures: " + pictures);
        assertEquals(List.of(), differ);
    }
}
