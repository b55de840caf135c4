package bouncelab.ui.yours;

import bouncelab.ui.common.Styles;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/** Java's words, numbers, texts and comments as style classes for the editor: a plain scan, no parsing. */
final class JavaHighlighter {
    private static final String KEYWORDS = String.join(
            "|",
            "abstract",
            "boolean",
            "break",
            "byte",
            "case",
            "char",
            "class",
            "continue",
            "default",
            "do",
            "double",
            "else",
            "extends",
            "false",
            "final",
            "float",
            "for",
            "if",
            "implements",
            "import",
            "int",
            "interface",
            "long",
            "new",
            "null",
            "private",
            "protected",
            "public",
            "return",
            "short",
            "static",
            "switch",
            "this",
            "true",
            "void",
            "while",
            "var");
    private static final Pattern TOKENS = Pattern.compile("(?<comment>//[^\n]*|/\\*(?:.|\\R)*?\\*/)"
            + "|(?<string>\"(?:[^\"\\\\\n]|\\\\.)*\"|'(?:[^'\\\\\n]|\\\\.)*')"
            + "|(?<keyword>\\b(?:" + KEYWORDS + ")\\b)"
            + "|(?<number>\\b\\d+(?:\\.\\d*)?(?:[eE][+-]?\\d+)?[fFdDlL]?\\b)"
            + "|(?<call>\\b[a-zA-Z_]\\w*(?=\\s*\\())");

    private JavaHighlighter() {}

    static StyleSpans<Collection<String>> spans(String text) {
        Matcher m = TOKENS.matcher(text);
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int last = 0;
        while (m.find()) {
            String style = m.group("comment") != null
                    ? Styles.CODE_COMMENT
                    : m.group("string") != null
                            ? Styles.CODE_STRING
                            : m.group("keyword") != null
                                    ? Styles.CODE_KEYWORD
                                    : m.group("number") != null ? Styles.CODE_NUMBER : Styles.CODE_CALL;
            spans.add(List.of(), m.start() - last);
            spans.add(List.of(style), m.end() - m.start());
            last = m.end();
        }
        spans.add(List.of(), text.length() - last);
        return spans.create();
    }
}
