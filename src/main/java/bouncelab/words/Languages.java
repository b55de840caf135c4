package bouncelab.words;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The languages shipped: English, and every language whose {@code Window_CODE.properties} lies beside
 * {@code Window.properties} (found by looking, so a translator adds a language with files alone), and the
 * pseudo-language {@value #PSEUDO_CODE} for tests.
 */
public final class Languages {
    /** Accented, longer English: shows what is not translated and what does not fit. */
    public static final String PSEUDO_CODE = "qps";

    public static final Locale PSEUDO = Locale.forLanguageTag(PSEUDO_CODE);
    /** The build's list of the translations shipped (pom.xml, languages-index). */
    static final String INDEX = "bouncelab/words/languages.txt";

    private static final Pattern FILE = Pattern.compile("Window_([A-Za-z]{2,3}(?:_[A-Za-z0-9]{2,8})?)\\.properties");
    private static volatile @Nullable List<Locale> shipped;

    private Languages() {}

    static boolean isPseudo(Locale l) {
        return PSEUDO_CODE.equals(l.getLanguage());
    }

    /**
     * Plain text, not an ICU pattern, as the pseudo-language writes it ({@link Pseudo}: every letter accented, each
     * word longer): for words kept in another format than the bundles', such as picocli's help.
     */
    public static String pseudoText(String text) {
        return Pseudo.text(text);
    }

    /** English first, then the translations found, by code; without the pseudo-language. */
    public static List<Locale> shipped() {
        List<Locale> s = shipped;
        if (s == null) {
            List<Locale> found = new ArrayList<>(List.of(Locale.ENGLISH));
            for (String code : translationCodes()) {
                found.add(Locale.forLanguageTag(code.replace('_', '-')));
            }
            shipped = s = List.copyOf(found);
        }
        return s;
    }

    /** Every language a user may ask for: the shipped ones and {@value #PSEUDO_CODE}. */
    public static List<Locale> choosable() {
        List<Locale> all = new ArrayList<>(shipped());
        all.add(PSEUDO);
        return List.copyOf(all);
    }

    /**
     * The language of a code given on the command line or kept in the preferences ({@code es}, {@code pt-BR},
     * {@code qps}); empty when no shipped language has it.
     */
    public static Optional<Locale> parse(@Nullable String code) {
        if (code == null || code.isBlank()) {
            return Optional.empty();
        }
        Locale asked = Locale.forLanguageTag(code.trim().replace('_', '-'));
        for (Locale l : choosable()) {
            if (l.equals(asked)) {
                return Optional.of(l);
            }
        }
        for (Locale l : choosable()) { // "es-MX" is Spanish when only es is shipped
            if (l.getCountry().isEmpty() && l.getLanguage().equals(asked.getLanguage())) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** The shipped language nearest {@code system} (the machine's), English when none is. */
    public static Locale nearest(Locale system) {
        return parse(system.toLanguageTag()).filter(l -> !isPseudo(l)).orElse(Locale.ENGLISH);
    }

    /** The language's own name for itself ("español"), for the menu that chooses it. */
    public static String ownName(Locale l) {
        if (isPseudo(l)) {
            return Pseudo.of("Pseudo") + " (" + PSEUDO_CODE + ")";
        }
        String name = l.getDisplayName(l);
        return name.isEmpty() ? l.toLanguageTag() : name.substring(0, 1).toUpperCase(l) + name.substring(1);
    }

    /**
     * The codes of the translations shipped: from the index the build writes beside the words ({@value #INDEX}, one
     * code a line, from the Window_CODE.properties files), so that no start lists the jar's seventeen thousand
     * files; without it (the words in a folder an IDE built), from the folder itself.
     */
    private static List<String> translationCodes() {
        TreeSet<String> codes = new TreeSet<>();
        try (InputStream in = Languages.class.getClassLoader().getResourceAsStream(INDEX)) {
            if (in != null) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                    if (FILE.matcher("Window_" + line.strip() + ".properties").matches()) {
                        codes.add(line.strip());
                    }
                }
                return List.copyOf(codes);
            }
            URL english = Languages.class.getClassLoader().getResource(Book.WINDOW.englishResource());
            if (english == null || !"file".equals(english.getProtocol())) {
                throw new IllegalStateException(INDEX + " is not on the class path: build with mvn");
            }
            collect(Path.of(english.toURI()), codes);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the words' folder cannot be listed: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("the words' languages cannot be read", e);
        }
        return List.copyOf(codes);
    }

    /** The languages of the files beside {@code english}, the English window's words. */
    private static void collect(Path english, TreeSet<String> codes) throws IOException {
        Path dir = Objects.requireNonNull(english.getParent(), "a resource is in a folder");
        try (Stream<Path> files = Files.list(dir)) {
            files.forEach(f -> {
                Matcher m = FILE.matcher(f.getFileName().toString());
                if (m.matches()) {
                    codes.add(m.group(1));
                }
            });
        }
    }
}
