package bouncelab.ui.tab;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A lazy tab stands for its view: every call the window makes on a tab reaches the view (presenting did not). */
class LazyTabForwardsTest {
    @Test
    void everyMethodOfATabIsForwarded() {
        List<String> missing = new ArrayList<>();
        for (Method m : WindowTab.class.getMethods()) {
            try {
                LazyTab.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(m.getName());
            }
        }
        assertEquals(List.of(), missing);
    }
}
