package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Loads lessons: one folder, a whole lessons folder on disk, or the course shipped in the jar. A lesson that
 * cannot be read becomes a {@link LessonError} naming the file and line; the others load all the same.
 */
public final class LessonLoader {
    public static final String LESSON_FILE = "lesson.md";
    public static final String SCENARIO_FILE = "scenario.json";
    /** Lists the folders in order, one a line, so lessons inside the jar can be found (resources cannot be listed). */
    public static final String INDEX_FILE = "index.txt";
    /** Where the course sits on the class path. */
    public static final String CLASSPATH_ROOT = "lessons";

    private static final Pattern FOLDER_NAME = Pattern.compile("(\\d{1,4})-[A-Za-z0-9][A-Za-z0-9._-]*");

    private LessonLoader() {}

    public static LoadResult load(Path dir) {
        return load(new DiskFolder(dir));
    }

    /** The lesson, or the first thing wrong with it (what it cannot read, else what {@link LessonChecks} finds). */
    public static LoadResult load(LessonFolder folder) {
        return loadChecked(folder).get(0);
    }

    /** The same in {@code language}: its lesson.CODE.md when the folder has one, else lesson.md. */
    public static LoadResult load(LessonFolder folder, Locale language) {
        return load(folder, language, true).get(0);
    }

    /** The lesson alone, or every problem found in it: a refused lesson is listed with each of its problems. */
    static List<LoadResult> loadChecked(LessonFolder folder) {
        return load(folder, Lesson.ORIGINAL, true);
    }

    /**
     * The same in {@code language}, or with {@code checked} false the lesson as read, its questions' checks not run
     * (nor refused). A translation is held to the lesson it translates, checked or not: where its structure departs
     * from lesson.md's ({@link TranslationCheck}) it is refused with those lines.
     */
    private static List<LoadResult> load(LessonFolder folder, Locale language, boolean checked) {
        List<LoadResult> read = read(folder, language);
        if (read.size() == 1 && read.get(0) instanceof Lesson l && l.translated()) {
            List<LoadResult> original = read(folder, Lesson.ORIGINAL);
            if (!(original.size() == 1 && original.get(0) instanceof Lesson o)) {
                return original; // lesson.md's own problems: the translation is compared once it loads
            }
            List<LessonError> departures = TranslationCheck.problems(o, l);
            if (!departures.isEmpty()) {
                return List.copyOf(departures);
            }
        }
        if (checked && read.size() == 1 && read.get(0) instanceof Lesson l) {
            List<LessonError> problems = LessonChecks.problems(l);
            if (!problems.isEmpty()) {
                return List.copyOf(problems);
            }
        }
        return read;
    }

    /**
     * The file holding a lesson's words in {@code language}: lesson.es.md for Spanish (lesson.pt-BR.md before
     * lesson.pt.md for a language with a country), if the folder has it; else lesson.md, the original.
     */
    static String lessonFile(LessonFolder folder, Locale language) {
        if (language.getLanguage().isEmpty() || language.getLanguage().equals(Lesson.ORIGINAL.getLanguage())) {
            return LESSON_FILE;
        }
        List<String> names = new ArrayList<>();
        if (!language.getCountry().isEmpty()) {
            names.add("lesson." + language.getLanguage() + "-" + language.getCountry() + ".md");
        }
        names.add("lesson." + language.getLanguage() + ".md");
        return names.stream().filter(folder::exists).findFirst().orElse(LESSON_FILE);
    }

    /**
     * What a folder's name must be: its number, a dash, then a name ("03-pythagoras-corner"); what to rename it to
     * when it is not. The number orders the course (and {@link #INDEX_FILE} lists the folder by this name).
     */
    static Optional<Refusal> folderNameProblem(String name) {
        if (FOLDER_NAME.matcher(name).matches()) {
            return Optional.empty();
        }
        String rest = name.replaceFirst("^[0-9]*[-_ .]*", "").replaceAll("[^A-Za-z0-9._-]+", "-");
        if (rest.isEmpty() || !Character.isLetterOrDigit(rest.charAt(0))) {
            rest = "lesson" + rest;
        }
        return Optional.of(Refusal.of("lesson.folderName", name, rest));
    }

    /**
     * The lesson, or every mistake found while reading it: the folder's name, a missing file, each mistake in the
     * front matter, the scenario's, each block's in the Markdown. A teacher sees them all in one run.
     */
    private static List<LoadResult> read(LessonFolder folder, Locale language) {
        String id = folder.name();
        String file = lessonFile(folder, language);
        List<LoadResult> errors = new ArrayList<>();
        Matcher m = FOLDER_NAME.matcher(id);
        boolean named = m.matches();
        folderNameProblem(id)
                .ifPresent(p -> errors.add(new LessonError(id, folder.describe(""), LessonError.NO_LINE, p)));
        Optional<String> md;
        Optional<String> json;
        try {
            md = folder.read(file);
            json = folder.read(SCENARIO_FILE);
        } catch (SafeRead.Refused e) {
            errors.add(new LessonError(id, e.file(), e.line(), e.why()));
            return errors;
        } catch (IOException e) {
            errors.add(
                    new LessonError(id, folder.describe(""), 0, Refusal.of("lesson.cannotRead", SafeRead.reason(e))));
            return errors;
        }
        if (md.isEmpty()) {
            errors.add(new LessonError(id, folder.describe(file), 0, Refusal.of("lesson.missing", file)));
        }
        if (json.isEmpty()) {
            errors.add(new LessonError(
                    id, folder.describe(SCENARIO_FILE), 0, Refusal.of("lesson.missing", SCENARIO_FILE)));
        }
        FrontMatter front = null;
        if (md.isPresent()) {
            List<LessonFormatException> problems = new ArrayList<>();
            try {
                front = FrontMatter.parse(md.get(), problems);
            } catch (LessonFormatException e) {
                problems.add(e);
            }
            for (LessonFormatException e : problems) {
                errors.add(new LessonError(id, folder.describe(file), e.line(), e.why()));
            }
        }
        Scenario scenario = null;
        if (json.isPresent()) {
            try {
                scenario = ScenarioLoader.parse(json.get(), folder.describe(SCENARIO_FILE));
            } catch (ScenarioException e) {
                errors.add(new LessonError(id, e.file(), e.line(), e.whatWithField()));
            }
        }
        if (front == null || scenario == null) {
            return errors;
        }
        if (front.rules() != null) {
            scenario = scenario.withRules(scenario.rules().withId(front.rules())); // the loop the lesson shows
        }
        ReadContext ctx = new ReadContext(scenario, folder, front.bodyLine());
        List<Block> blocks = MarkdownReader.read(front.body(), ctx);
        for (LessonFormatException e : ctx.problems) {
            errors.add(new LessonError(id, folder.describe(file), e.line(), e.why()));
        }
        if (!errors.isEmpty()) {
            return errors;
        }
        AlgorithmId algorithm = front.algorithm() != null ? front.algorithm() : scenario.algorithm();
        return List.of(new Lesson(
                id,
                named ? Integer.parseInt(m.group(1)) : Integer.MAX_VALUE,
                front.title(),
                front.article(),
                front.author(),
                algorithm,
                front.overlays(),
                front.frame(),
                front.zoomToWorking(),
                front.body(),
                blocks,
                ctx.questions,
                ctx.actions,
                Inlines.placeholders(blocks),
                scenario,
                folder,
                front.task(),
                file,
                language));
    }

    /** Every lesson folder under {@code root}, in the order of their numbers (folders starting with '.' skipped). */
    public static Course loadAll(Path root) {
        return loadAll(root, true);
    }

    /** The same, each lesson in {@code language} where it has a translation, else in the original. */
    public static Course loadAll(Path root, Locale language) {
        return loadAll(root, language, true);
    }

    /**
     * The same, or with {@code checked} false every lesson as read, before {@link LessonChecks} runs its questions'
     * shots: what a lesson says, quickly; only the checks can refuse more of them.
     */
    public static Course loadAll(Path root, boolean checked) {
        return loadAll(root, Lesson.ORIGINAL, checked);
    }

    /** Every lesson under {@code root} in {@code language}, checked or only read, as above. */
    public static Course loadAll(Path root, Locale language, boolean checked) {
        List<Path> dirs;
        try (Stream<Path> s = Files.list(root)) {
            dirs = s.filter(Files::isDirectory)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted(Comparator.comparing(
                                    (Path p) -> order(p.getFileName().toString()))
                            .thenComparing(p -> p.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            return new Course(
                    List.of(),
                    List.of(new LessonError(
                            "", root.toString(), 0, Refusal.of("lesson.cannotList", SafeRead.reason(e)))));
        }
        return collect(dirs.stream()
                .flatMap(d -> load(new DiskFolder(d), language, checked).stream())
                .toList());
    }

    /** The course inside the jar (or on the class path while testing): the folders named in lessons/index.txt. */
    public static Course loadFromClasspath(ClassLoader loader) {
        return loadFromClasspath(loader, true);
    }

    /** The same, or with {@code checked} false as read, as {@link #loadAll(Path, boolean)} says. */
    public static Course loadFromClasspath(ClassLoader loader, boolean checked) {
        return loadFromClasspath(loader, Lesson.ORIGINAL, checked);
    }

    /** The course on the class path in {@code language}, checked or only read, as above. */
    public static Course loadFromClasspath(ClassLoader loader, Locale language, boolean checked) {
        String index = CLASSPATH_ROOT + "/" + INDEX_FILE;
        List<String> names;
        try (InputStream in = loader.getResourceAsStream(index)) {
            if (in == null) {
                return new Course(
                        List.of(), List.of(new LessonError("", "/" + index, 0, Refusal.of("lesson.noIndex"))));
            }
            names = parseIndex(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Course(List.of(), List.of(new LessonError("", "/" + index, 0, SafeRead.why(e))));
        }
        return collect(names.stream()
                .flatMap(n -> n.contains("/") || n.contains("\\")
                        ? Stream.<LoadResult>of(
                                new LessonError(n, "/" + index, 0, Refusal.of("lesson.notFolderName", n)))
                        : load(new ClasspathFolder(loader, CLASSPATH_ROOT + "/" + n), language, checked).stream())
                .toList());
    }

    /** The folder names of an index file: one a line; blank lines and lines starting with # are skipped. */
    public static List<String> parseIndex(String text) {
        return text.lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
    }

    private static Course collect(List<LoadResult> results) {
        List<Lesson> lessons = new ArrayList<>();
        List<LessonError> errors = new ArrayList<>();
        for (LoadResult r : results) {
            if (r instanceof Lesson l) {
                lessons.add(l);
            } else {
                errors.add((LessonError) r);
            }
        }
        return new Course(lessons, errors);
    }

    private static int order(String name) {
        Matcher m = FOLDER_NAME.matcher(name);
        return m.matches() ? Integer.parseInt(m.group(1)) : Integer.MAX_VALUE;
    }
}
