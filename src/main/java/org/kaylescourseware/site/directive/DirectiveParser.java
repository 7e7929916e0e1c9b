package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * Reads the text of a directive: a kind, then bare words and {@code key=value} arguments separated
 * by white space, which may span lines. A value with spaces is quoted: {@code source="Winning
 * Ways, p. 93"}; inside quotes, {@code \"} and {@code \\} stand for {@code "} and {@code \}, and any
 * other backslash is itself, so that TeX reads as written: {@code symbol="\mathcal{G}(n)"}.
 */
public final class DirectiveParser {

    private static final String KIND = "[a-z][a-z0-9]*(-[a-z0-9]+)*";
    private static final String KEY = "[a-z][a-z0-9]*(-[a-z0-9]+)*";

    private DirectiveParser() {
    }

    /** Parses {@code text}, whose first line is at {@code start}. */
    public static DirectiveCall parse(String text, SourceLocation start) {
        List<Token> tokens = tokens(text, start);
        if (tokens.isEmpty()) {
            throw new SourceException(start, "empty directive: write its kind and arguments, e.g. 'grundy-table game=kayles to=83'");
        }
        Token first = tokens.get(0);
        if (first.key() != null || !first.value().matches(KIND)) {
            throw new SourceException(first.location(), "a directive starts with its kind (lower-case words joined by '-'), got '"
                    + first.text() + "'");
        }
        List<String> words = new ArrayList<>();
        Map<String, DirectiveCall.Argument> arguments = new LinkedHashMap<>();
        for (Token token : tokens.subList(1, tokens.size())) {
            if (token.key() == null) {
                if (!arguments.isEmpty()) {
                    throw new SourceException(token.location(), "'" + token.text()
                            + "' is not an argument: write key=value (bare words come right after the kind)");
                }
                words.add(token.value());
            } else if (arguments.put(token.key(), new DirectiveCall.Argument(token.value(), token.location())) != null) {
                throw new SourceException(token.location(), "argument '" + token.key() + "' is given twice");
            }
        }
        return new DirectiveCall(first.value(), words, arguments, first.location());
    }

    /** A word or a key=value pair; {@code text} is how it was written, for messages. */
    private record Token(String key, String value, String text, SourceLocation location) {
    }

    private static List<Token> tokens(String text, SourceLocation start) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int line = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else {
                SourceLocation where = start.plusLines(line);
                int end = tokenEnd(text, i, where);
                String raw = text.substring(i, end);
                tokens.add(token(raw, where));
                line += (int) raw.chars().filter(ch -> ch == '\n').count();
                i = end;
            }
        }
        return tokens;
    }

    /** The end of the token starting at {@code from}: the first white space outside quotes. */
    private static int tokenEnd(String text, int from, SourceLocation where) {
        boolean quoted = false;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && c == '\\' && i + 1 < text.length()) {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && Character.isWhitespace(c)) {
                return i;
            }
        }
        if (quoted) {
            throw new SourceException(where, "unterminated quote in '" + text.substring(from).strip()
                    + "': close the value with \"");
        }
        return text.length();
    }

    private static Token token(String raw, SourceLocation where) {
        int eq = raw.indexOf('=');
        if (raw.startsWith("\"")) {
            return new Token(null, unquote(raw, where), raw, where);
        }
        if (eq < 0) {
            return new Token(null, raw, raw, where);
        }
        String key = raw.substring(0, eq);
        if (!key.matches(KEY)) {
            throw new SourceException(where, "'" + key + "' is not an argument name: use lower-case words joined by '-'");
        }
        String value = raw.substring(eq + 1);
        if (value.isEmpty()) {
            throw new SourceException(where, "argument '" + key + "' has no value: write " + key + "=<value>");
        }
        return new Token(key, value.startsWith("\"") ? unquote(value, where) : value, raw, where);
    }

    private static String unquote(String quoted, SourceLocation where) {
        if (quoted.length() < 2 || !quoted.endsWith("\"")) {
            throw new SourceException(where, "a quoted value must end with \": " + quoted);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i < quoted.length() - 1; i++) {
            char c = quoted.charAt(i);
            if (c == '\\' && i + 1 < quoted.length() - 1 && (quoted.charAt(i + 1) == '"' || quoted.charAt(i + 1) == '\\')) {
                i++;
                c = quoted.charAt(i);
            } else if (c == '"') {
                throw new SourceException(where, "text after a closing quote in " + quoted);
            }
            sb.append(c);
        }
        return sb.toString().replaceAll("\\s*\\n\\s*", " ");
    }
}
