package org.kaylescourseware.site.directive.example;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * The directive CONTRIBUTING.md adds, step by step: {@code nim-sum game=kayles position=5+4+1}, the
 * value of each heap and their nim-sum. Kept here so that the recipe is compiled and tested.
 */
public final class NimSumDirective implements Directive {

    /** What the partial shows: each heap with its value, the nim-sum and the outcome. */
    public record NimSum(String game, List<Heap> heaps, int nimSum, String outcome) {
    }

    public record Heap(int size, int value) {
    }

    private static final Parameter<Position> POSITION = Parameter.position("position", "the heaps, e.g. 5+4+1");

    @Override
    public String kind() {
        return "nim-sum";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, POSITION);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        Position position = arguments.get(POSITION);
        int largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        SumAnalysis sum = SumAnalysis.of(arguments.sequence(game, largest, POSITION), position);
        List<Heap> heaps = new ArrayList<>();
        for (int i = 0; i < position.heaps().size(); i++) {
            heaps.add(new Heap(position.heaps().get(i), sum.heapValues().get(i)));
        }
        return new NimSum(game.name(), heaps, sum.nimSum(), sum.outcome().name());
    }
}
