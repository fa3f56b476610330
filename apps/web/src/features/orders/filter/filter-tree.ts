// The builder's tree is shared (src/components/filter-builder); orders code keeps importing it from here.
export * from '../../../components/filter-builder/filter-tree';
