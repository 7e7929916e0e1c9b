package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.ImpartialRule;

/** The generators' second opinion, itself checked against the tests' naive game and known facts. */
class GameTreeSearchTest {

    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "0.137", "4.7", "nim"})
    void agreesWithTheNaiveGameOnEveryPositionUpToTotalTwelve(String code) {
        ImpartialRule rule = ImpartialRule.parse(code);
        GameTreeSearch search = new GameTreeSearch(rule);
        NaiveGame naive = new NaiveGame(rule);
        for (List<Integer> heaps : partitionsUpTo(12)) {
            Position position = new Position(heaps);
            assertEquals(naive.grundy(heaps), search.grundy(position), code + " " + position);
            assertEquals(naive.misereWin(heaps), search.misereWin(position), code + " misère " + position);
        }
    }

    @Test
    void misereNimFollowsBoutonsRuleOnEveryPositionUpToTotalFourteen() {
        // Bouton 1902 (Winning Ways ch. 13): misère Nim is a P-position exactly when some heap exceeds 1
        // and the nim-sum is 0, or every heap is 1 and there is an odd number of them
        GameTreeSearch search = new GameTreeSearch(ImpartialRule.parse("nim"));
        for (List<Integer> heaps : partitionsUpTo(14)) {
            int nimSum = heaps.stream().reduce(0, (a, b) -> a ^ b);
            boolean boutonP = heaps.stream().allMatch(h -> h == 1) ? heaps.size() % 2 == 1 : nimSum == 0;
            assertEquals(!boutonP, search.misereWin(new Position(heaps)), heaps.toString());
        }
    }

    @Test
    void positionsBeyondTheSearchAreRefusedNamingTheBound() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GameTreeSearch(ImpartialRule.parse("0.77")).grundy(Position.of(20, 11)));
        assertTrue(e.getMessage().contains("31") && e.getMessage().contains(String.valueOf(GameTreeSearch.MAX_TOTAL)));
    }

    @Test
    void disagreementIsAnErrorNamingBothAnswers() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> IndependentCheck.agree(OutcomeClass.P, OutcomeClass.N, "the outcome of 3+2"));
        assertTrue(e.getMessage().contains("the outcome of 3+2: solver P, independent route N"), e.getMessage());
    }

    @Test
    void pastTheSearchTheCheckUsesThePlainRecurrence() {
        IndependentCheck check = new IndependentCheck(ImpartialRule.parse("0.77"));
        // Kayles g(40) = 1, g(35) = 7 (the table of On Numbers and Games, p. 127): 1 ⊕ 7 = 6, total 75 is past the tree search
        assertEquals(6, check.grundy(Position.of(40, 35)));
    }

    /** Every multiset of heaps with total at most {@code max}, as descending lists. */
    private static List<List<Integer>> partitionsUpTo(int max) {
        List<List<Integer>> all = new ArrayList<>();
        for (int total = 0; total <= max; total++) {
            partitions(total, total, new ArrayList<>(), all);
        }
        return all;
    }

    private static void partitions(int rest, int largest, List<Integer> prefix, List<List<Integer>> out) {
        if (rest == 0) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (int part = Math.min(rest, largest); part >= 1; part--) {
            prefix.add(part);
            partitions(rest - part, part, prefix, out);
            prefix.remove(prefix.size() - 1);
        }
    }
}
