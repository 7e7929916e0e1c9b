package org.kaylescourseware.site.play;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JSON text of a {@link PlayTable}: one line, fields in the record's order, so two exports
 * of the same table are the same bytes. {@code <}, {@code >}, {@code &} and the line separators
 * U+2028/U+2029 are written as {@code \}{@code uXXXX} escapes, so the text can sit unchanged
 * inside {@code <script type="application/json">} as well as in a file next to the page.
 */
public final class PlayTableJson {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PlayTableJson() {
    }

    /** The JSON text of the table, without a final newline. */
    public static String write(PlayTable table) {
        StringWriter out = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.setCharacterEscapes(new ScriptSafeEscapes());
            json.writeStartObject();
            json.writeStringField("game", table.game());
            json.writeStringField("name", table.name());
            json.writeStringField("code", table.code());
            writeInts(json, "digits", table.digits());
            writeInts(json, "grundy", table.grundy());
            writeOptionalInt(json, "period", table.period());
            writeOptionalInt(json, "preperiod", table.preperiod());
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the JSON of " + table, e);
        }
        return out.toString();
    }

    /** Writes the JSON text and a final newline, in UTF-8, to {@code file}. */
    public static void writeTo(PlayTable table, Path file) throws IOException {
        Files.writeString(file, write(table) + "\n", StandardCharsets.UTF_8);
    }

    /**
     * Reads a table back from its JSON text.
     *
     * @throws IllegalArgumentException naming the field when the text is not a PlayTable
     */
    public static PlayTable read(String text) {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("a PlayTable is a JSON object with fields game, name, code,"
                    + " digits, grundy, period, preperiod; got: " + text);
        }
        return new PlayTable(text(root, "game"), text(root, "name"), text(root, "code"),
                ints(root, "digits"), ints(root, "grundy"), optionalInt(root, "period"),
                optionalInt(root, "preperiod"));
    }

    private static void writeInts(JsonGenerator json, String field, int[] values) throws IOException {
        json.writeFieldName(field);
        json.writeArray(values, 0, values.length);
    }

    private static void writeOptionalInt(JsonGenerator json, String field, Integer value) throws IOException {
        if (value == null) {
            json.writeNullField(field);
        } else {
            json.writeNumberField(field, value);
        }
    }

    private static String text(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || !node.isTextual()) {
            throw new IllegalArgumentException("field '" + field + "' must be a string; got " + node);
        }
        return node.asText();
    }

    private static int[] ints(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || !node.isArray()) {
            throw new IllegalArgumentException("field '" + field + "' must be an array of integers; got " + node);
        }
        int[] values = new int[node.size()];
        for (int i = 0; i < values.length; i++) {
            if (!node.get(i).canConvertToInt() || !node.get(i).isIntegralNumber()) {
                throw new IllegalArgumentException("field '" + field + "'[" + i + "] must be an integer; got "
                        + node.get(i));
            }
            values[i] = node.get(i).intValue();
        }
        return values;
    }

    private static Integer optionalInt(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw new IllegalArgumentException("field '" + field + "' must be an integer or null; got " + node);
        }
        return node.intValue();
    }

    /** Escapes what could end or confuse an HTML script element: {@code < > &}, U+2028, U+2029. */
    private static final class ScriptSafeEscapes extends CharacterEscapes {

        private final int[] asciiEscapes;

        ScriptSafeEscapes() {
            asciiEscapes = CharacterEscapes.standardAsciiEscapesForJSON();
            asciiEscapes['<'] = CharacterEscapes.ESCAPE_STANDARD;
            asciiEscapes['>'] = CharacterEscapes.ESCAPE_STANDARD;
            asciiEscapes['&'] = CharacterEscapes.ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return asciiEscapes;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            if (ch == 0x2028 || ch == 0x2029) {
                return new SerializedString(String.format("\\u%04x", ch));
            }
            return null;
        }
    }
}
