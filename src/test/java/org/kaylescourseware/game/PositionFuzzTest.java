package org.kaylescourseware.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * Positions as people mistype them: digits, separators and junk in any order. Parsing either gives
 * a position that reads back as the same heaps, or refuses with a message that quotes the text.
 */
class PositionFuzzTest {

    @Property(tries = 1000)
    void parsingGivesAPositionOrARefusalQuotingTheText(@ForAll("positionTexts") String text) {
        Position position;
        try {
            position = Position.parse(text);
        } catch (IllegalArgumentException refused) {
            String message = refused.getMessage();
            assertTrue(message.startsWith(Position.quoted(text.strip())) || message.startsWith(Position.quoted(text))
                    || text.isBlank(), message);
            assertTrue(message.contains(Position.HOW), "says how a position is written: " + message);
            return;
        }
        assertTrue(position.totalSize() >= 0 && position.totalSize() <= Position.MAX_TOTAL, text);
        assertEquals(position, Position.parse(position.toString()), "reads back: " + text);
    }

    @Provide
    Arbitrary<String> positionTexts() {
        Arbitrary<String> heap = Arbitraries.oneOf(Arbitraries.integers().between(0, 40).map(String::valueOf),
                Arbitraries.strings().numeric().ofMaxLength(12), Arbitraries.of("1000000000", "1000000001", "0000",
                        "-5", "+5", "5x", "٥", "1e3", "0x10", "5.5", "", " "));
        Arbitrary<String> separator = Arbitraries.of("+", ",", " ", " + ", "++", ", ", "\t", "\n", "", "-", ";", "+,");
        Arbitrary<String> structured = Arbitraries.integers().between(1, 6).flatMap(n -> heap.list().ofSize(n)
                .flatMap(heaps -> separator.list().ofSize(n + 1).map(seps -> join(heaps, seps))));
        Arbitrary<String> junk = Arbitraries.strings().withChars("0123456789+, -x\t.").ofMaxLength(20);
        return Arbitraries.frequencyOf(Tuple.of(6, structured), Tuple.of(3, junk),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(10)));
    }

    /** Heaps with a separator before, between and after them (the outer ones mostly empty). */
    private static String join(List<String> heaps, List<String> separators) {
        StringBuilder text = new StringBuilder(separators.get(0).equals("+") ? "+" : "");
        for (int i = 0; i < heaps.size(); i++) {
            text.append(heaps.get(i));
            if (i + 1 < heaps.size()) {
                text.append(separators.get(i + 1));
            }
        }
        return separators.get(heaps.size()).equals(",") ? text + "," : text.toString();
    }
}
