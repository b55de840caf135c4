package bouncelab.ui.tab;

import bouncelab.ui.render.Palette;
import bouncelab.ui.render.TestPalettes;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lazy tab stands for its view: every call the window makes on a tab reaches the view once it is made, with the
 * same arguments, and its answer comes back (presenting did not reach it). One not made yet is made only by the
 * calls that need it (shown, or asked something only the view knows), never just to pass a notice on. Every method
 * of {@link WindowTab} is tried, so a new one is covered as soon as it is declared.
 */
class LazyTabForwardsTest {
    /** Answered by the lazy tab itself: the header shown before the view is made, and the holder it goes into. */
    private static final Set<String> OWN = Set.of("title", "id", "content");
    /** The calls that make the view: it is being shown, or asked what only it knows. */
    private static final Set<String> MAKE =
            Set.of("shown", "presenting", "hint", "about", "shortcuts", "transport", "preparePicture");

    /** One of each kind of argument a tab is given. */
    private static final Map<Class<?>, Object> ARGUMENTS = Map.of(
            PlaybackModel.class,
            new PlaybackModel(DefaultShot.pong()),
            KeyEvent.class,
            new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.G, false, false, false, false),
            Palette.class,
            TestPalettes.distinct(),
            double.class,
            1.75,
            boolean.class,
            true,
            String.class,
            "class Yours { }");

    /** A view that notes every call made on it and answers each with an object of its own. */
    private static final class RecordingView {
        final List<String> calls = new ArrayList<>();
        final Map<String, Object> answers = new HashMap<>();
        final WindowTab tab = (WindowTab) Proxy.newProxyInstance(
                WindowTab.class.getClassLoader(), new Class<?>[] {WindowTab.class}, (proxy, m, args) -> {
                    calls.add(call(m.getName(), args));
                    return answers.computeIfAbsent(m.getName(), n -> answer(m.getReturnType()));
                });

        private static Object answer(Class<?> type) {
            if (type == void.class) {
                return null;
            }
            if (type == boolean.class) {
                return true; // not what a lazy tab says on its own
            }
            if (type == String.class) {
                return new String("the view's");
            }
            if (type == List.class) {
                return new ArrayList<>();
            }
            if (type == Optional.class) {
                return Optional.of(new Object());
            }
            if (type == Node.class) {
                return new StackPane();
            }
            throw new AssertionError("no answer for a " + type + ": add one");
        }
    }

    private static String call(String name, Object[] args) {
        return name + Arrays.deepToString(args == null ? new Object[0] : args);
    }

    private static Object[] arguments(Method m) {
        return Arrays.stream(m.getParameterTypes())
                .map(t -> {
                    Object a = ARGUMENTS.get(t);
                    assertNotNull(a, "no argument of type " + t + " for " + m.getName() + ": add one");
                    return a;
                })
                .toArray();
    }

    private static Object invoke(Method m, WindowTab tab, Object[] args) throws Throwable {
        try {
            return m.invoke(tab, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static List<Method> calls() {
        return Arrays.stream(WindowTab.class.getMethods())
                .filter(m -> !OWN.contains(m.getName()))
                .toList();
    }

    @Test
    void aMadeViewGetsEveryCallWithItsArgumentsAndItsAnswerComesBack() throws Throwable {
        for (Method m : calls()) {
            RecordingView view = new RecordingView();
            LazyTab lazy = new LazyTab("Compare", () -> view.tab);
            lazy.view();
            view.calls.clear();
            Object[] args = arguments(m);
            Object answer = invoke(m, lazy, args);
            assertEquals(List.of(call(m.getName(), args)), view.calls, m.getName());
            if (m.getReturnType() != void.class) {
                Object expected = view.answers.get(m.getName());
                if (m.getReturnType().isPrimitive()) {
                    assertEquals(expected, answer, m.getName());
                } else {
                    assertSame(expected, answer, m.getName() + ": the view's own answer");
                }
            }
        }
    }

    @Test
    void aViewNotYetMadeIsMadeOnlyByTheCallsThatNeedIt() throws Throwable {
        for (Method m : calls()) {
            RecordingView view = new RecordingView();
            int[] made = {0};
            LazyTab lazy = new LazyTab("Compare", () -> {
                made[0]++;
                return view.tab;
            });
            Object[] args = arguments(m);
            Object answer = invoke(m, lazy, args);
            if (MAKE.contains(m.getName())) {
                assertEquals(1, made[0], m.getName() + " makes the view");
                assertTrue(lazy.isMade());
                assertEquals(call(m.getName(), args), view.calls.get(view.calls.size() - 1), m.getName());
            } else {
                assertEquals(0, made[0], m.getName() + " must not make the view just to pass it on");
                assertFalse(lazy.isMade());
                assertEquals(List.of(), view.calls, m.getName());
                if (m.getReturnType() == boolean.class) {
                    assertEquals(false, answer, m.getName() + ": nothing to say for a view not made");
                }
            }
        }
    }

    @Test
    void theTitleAndTheHolderAreTheTabsOwnAndMakeNothing() {
        int[] made = {0};
        LazyTab lazy = new LazyTab("Speed sweep", () -> {
            made[0]++;
            return new RecordingView().tab;
        });
        assertEquals("Speed sweep", lazy.title());
        assertNotNull(lazy.content());
        assertEquals(0, made[0]);
    }
}
