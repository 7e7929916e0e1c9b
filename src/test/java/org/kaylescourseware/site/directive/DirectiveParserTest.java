package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

class DirectiveParserTest {

    static final SourceLocation START = new SourceLocation(Path.of("content/lessons/kayles.md"), 40);

    @Test
    void readsKindWordsAndArgumentsInOrder() {
        DirectiveCall call = DirectiveParser.parse("fact period game=kayles expect=12", START);
        assertEquals("fact", call.kind());
        assertEquals(List.of("period"), call.words());
        assertEquals(List.of("game", "expect"), List.copyOf(call.arguments().keySet()));
        assertEquals("12", call.arguments().get("expect").value());
    }

    @Test
    void quotedValuesMaySpanLinesAndEachArgumentKnowsItsLine() {
        DirectiveCall call = DirectiveParser.parse("printed-values game=kayles\n  source=\"Winning \\\"Ways\\\",\n p. 93\"\n"
                + "  values=\"0 1 2\n 3 1 4\"", START);
        assertEquals("Winning \"Ways\", p. 93", call.arguments().get("source").value());
        assertEquals("0 1 2 3 1 4", call.arguments().get("values").value());
        assertEquals(40, call.arguments().get("game").location().line());
        assertEquals(41, call.arguments().get("source").location().line());
        assertEquals(43, call.arguments().get("values").location().line());
    }

    @Test
    void aBackslashBeforeAnythingButAQuoteOrABackslashIsKeptSoTexReadsAsWritten() {
        DirectiveCall call = DirectiveParser.parse("kind a=\"\\mathcal{G}(n)\" b=\"$`M \\\\leq 3`$\" c=\"x\\\"y\"", START);
        assertEquals("\\mathcal{G}(n)", call.arguments().get("a").value());
        assertEquals("$`M \\leq 3`$", call.arguments().get("b").value());
        assertEquals("x\"y", call.arguments().get("c").value());
    }

    static Stream<Arguments> malformedDirectives() {
        return Stream.of(
                Arguments.of("", 40, "empty directive"),
                Arguments.of("Grundy-Table game=kayles", 40, "a directive starts with its kind"),
                Arguments.of("grundy-table game=kayles game=nim", 40, "argument 'game' is given twice"),
                Arguments.of("grundy-table\ngame=", 41, "argument 'game' has no value"),
                Arguments.of("grundy-table game=kayles\nsymbol=\"K", 41, "unterminated quote"),
                Arguments.of("grundy-table game=kayles\n\n  wide", 42, "'wide' is not an argument: write key=value"),
                Arguments.of("grundy-table Game=kayles", 40, "'Game' is not an argument name"));
    }

    @ParameterizedTest(name = "{2}")
    @MethodSource("malformedDirectives")
    void malformedDirectivesAreErrorsAtTheirLine(String text, int line, String message) {
        SourceException error = assertThrows(SourceException.class, () -> DirectiveParser.parse(text, START));
        assertEquals(new SourceLocation(START.file(), line), error.location());
        assertEquals(true, error.problem().contains(message), error.getMessage());
        assertEquals(true, error.getMessage().startsWith("content/lessons/kayles.md:" + line + ": "), error.getMessage());
    }
}
