package bouncelab.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What of a lesson file is not words, line by line: its front matter's keys, its headings, and in each section
 * (the text under one heading) its placeholders, 'try this' links and pictures. A translation keeps all of it;
 * {@link TranslationCheck} lays the two skeletons side by side. Read from the file's lines (after the loader has
 * read it without a mistake), so every part keeps its line.
 */
record LessonSkeleton(List<Key> keys, List<Section> sections) {

    /** A front matter line, {@code frame: 3}, with its line. */
    record Key(String name, String value, int line) {}

    /** One thing of a section that is not words, e.g. placeholder {@code b.x}, and the line it is on. */
    record Part(String text, int line) {}

    /**
     * The text from one heading to the next (the first section: before any heading), its heading's level (0 for the
     * first) and line, and its parts outside the questions (whose own parts {@link Question} holds).
     */
    record Section(int level, int line, List<Part> placeholders, List<Part> actions, List<Part> pictures) {}

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([^}]+?)\\s*}}");
    private static final Pattern ACTION = Pattern.compile("]\\(\\s*(action:[^)\\s]*)\\s*\\)");
    private static final Pattern PICTURE = Pattern.compile("!\\[[^]]*]\\(\\s*([^)\\s]+)");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})(\\s|$)");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})\\s*(\\S*)");

    static LessonSkeleton of(String text) {
        String[] lines = text.replace("\r\n", "\n").replace('\r', '\n').split("\n", -1);
        List<Key> keys = new ArrayList<>();
        int i = 0;
        if (lines.length > 0 && lines[0].replace("\uFEFF", "").strip().equals("---")) {
            for (i = 1; i < lines.length && !lines[i].strip().equals("---"); i++) {
                String l = lines[i].strip();
                int colon = l.indexOf(':');
                if (colon > 0 && !l.startsWith("#")) {
                    keys.add(new Key(
                            l.substring(0, colon).strip(),
                            l.substring(colon + 1).strip(),
                            i + 1));
                }
            }
            i++;
        }
        List<Section> sections = new ArrayList<>();
        Builder current = new Builder(0, i + 1);
        String fence = null;
        boolean question = false;
        for (; i < lines.length; i++) {
            String line = lines[i];
            int no = i + 1;
            Matcher f = FENCE.matcher(line);
            if (fence == null && f.find()) {
                fence = f.group(1);
                question = f.group(2).equals("question");
                continue;
            }
            if (fence != null) {
                if (line.strip().startsWith(fence)
                        && line.strip().replace(fence.substring(0, 1), "").isEmpty()) {
                    fence = null;
                } else if (question) {
                    current.actions(line, no); // a question's ask may set the court up; its numbers are its own
                }
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (h.find()) {
                sections.add(current.build());
                current = new Builder(h.group(1).length(), no);
            }
            String prose = line.replaceAll("`[^`]*`", ""); // inline code shows a name, it is not a live value
            Matcher p = PLACEHOLDER.matcher(prose);
            while (p.find()) {
                current.placeholders.add(new Part(p.group(1).replaceAll("\\s+", ""), no));
            }
            current.actions(prose, no);
            Matcher pic = PICTURE.matcher(prose);
            while (pic.find()) {
                current.pictures.add(new Part(pic.group(1), no));
            }
        }
        sections.add(current.build());
        return new LessonSkeleton(List.copyOf(keys), List.copyOf(sections));
    }

    /** The value of a front matter key, or "" when it is not given. */
    String value(String key) {
        return keys.stream()
                .filter(k -> k.name().equals(key))
                .map(Key::value)
                .findFirst()
                .orElse("");
    }

    /** The line of a front matter key, or 1 (the header) when it is not given. */
    int line(String key) {
        return keys.stream()
                .filter(k -> k.name().equals(key))
                .mapToInt(Key::line)
                .findFirst()
                .orElse(1);
    }

    private static final class Builder {
        final int level;
        final int line;
        final List<Part> placeholders = new ArrayList<>();
        final List<Part> actions = new ArrayList<>();
        final List<Part> pictures = new ArrayList<>();

        Builder(int level, int line) {
            this.level = level;
            this.line = line;
        }

        void actions(String text, int no) {
            Matcher a = ACTION.matcher(text);
            while (a.find()) {
                actions.add(new Part(a.group(1), no));
            }
        }

        Section build() {
            return new Section(level, line, List.copyOf(placeholders), List.copyOf(actions), List.copyOf(pictures));
        }
    }
}
