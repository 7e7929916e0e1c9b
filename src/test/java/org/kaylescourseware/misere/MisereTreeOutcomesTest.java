package org.kaylescourseware.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;

class MisereTreeOutcomesTest {

    private final GameTreeCache cache = new GameTreeCache();
    private final MisereTreeOutcomes outcomes = new MisereTreeOutcomes();

    @Test
    void nimPositionOutcomesFollowBoutonsMisereRule() {
        // Bouton (1901): a misère Nim position is a P-position iff either every heap is at most 1
        // and the nim-sum is 1, or some heap is at least 2 and the nim-sum is 0.
        for (Position p : Partitions.upToTotalSize(10)) {
            int nimSum = 0;
            boolean tame = true;
            for (int heap : p.heaps()) {
                nimSum ^= heap;
                tame &= heap <= 1;
            }
            boolean previousWins = tame ? nimSum == 1 : nimSum == 0;
            assertEquals(previousWins ? OutcomeClass.P : OutcomeClass.N, outcomes.outcome(cache.nimPosition(p)),
                    p.toString());
        }
    }

    @Test
    void smallPartizanFormsHaveTheirMisereOutcomes() {
        GameTree one = GameTree.of(List.of(GameTree.ZERO), List.of());
        GameTree minusOne = GameTree.of(List.of(), List.of(GameTree.ZERO));
        assertEquals(OutcomeClass.N, outcomes.outcome(GameTree.ZERO), "whoever is to move cannot, and wins");
        assertEquals(OutcomeClass.R, outcomes.outcome(one), "Left must move, Right cannot: Right wins");
        assertEquals(OutcomeClass.L, outcomes.outcome(minusOne));
        assertEquals(OutcomeClass.P, outcomes.outcome(cache.nimHeap(1)));
        assertEquals(OutcomeClass.N, outcomes.outcomeOfSum(one, minusOne), "1 + (-1): the mover takes the last move");
    }

    @Test
    void outcomeOfSumPlayedAsPairsEqualsOutcomeOfBuiltSum() {
        List<GameTree> forms = FormsBornBy.partizan(2, cache);
        for (int i = 0; i < forms.size(); i += 7) {
            for (int j = 0; j < forms.size(); j += 5) {
                GameTree g = forms.get(i);
                GameTree x = forms.get(j);
                assertEquals(outcomes.outcome(cache.sum(g, x)), outcomes.outcomeOfSum(g, x), g + " + " + x);
            }
        }
    }

    @Test
    void memoClearedWhenFullStillGivesTheSameOutcomes() {
        MisereTreeOutcomes tiny = new MisereTreeOutcomes(10);
        for (Position p : Partitions.upToTotalSize(7)) {
            GameTree g = cache.nimPosition(p);
            assertEquals(outcomes.outcome(g), tiny.outcome(g), p.toString());
        }
        assertEquals(true, tiny.size() <= 10);
    }
}
